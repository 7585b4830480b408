// §3: dictionaries requested by name (GET dict with dictnameList). The values are the names
// the server stores them under.
export const DICT_NAMES = {
  maritalStatus: 'marriage',
  education: 'educational',
  occupation: 'workcode',
  annualIncome: 'annualsalary',
  nationality: 'nationality',
  gender: 'sex',
  taxResident: 'taxResident',
  noTaxIdReason: 'noTaxIdReason',
  lowestRiskQuestions: 'lowestRiskQuestions',
  industry: 'industryType',
  institutionIdType: 'institutionIdType',
} as const;

export type DictKey = keyof typeof DICT_NAMES;
export type DictName = (typeof DICT_NAMES)[DictKey];

export const DICT_LABELS = {
  maritalStatus: '婚姻状况',
  education: '学历',
  occupation: '职业',
  annualIncome: '年收入',
  nationality: '国籍',
  gender: '性别',
  taxResident: '税收居民身份',
  noTaxIdReason: '无纳税人识别号原因',
  lowestRiskQuestions: '最低风险等级判定问题',
  industry: '行业类型',
  institutionIdType: '机构证件类型',
} as const satisfies Record<DictKey, string>;

export const ALL_DICT_NAMES: readonly DictName[] = Object.values(DICT_NAMES);

export interface DictItem {
  code: string;
  label: string;
}

// §3: nationality code 156 (China) is moved to the front.
export const NATIONALITY_CHINA = '156';

export function moveChinaFirst<T>(list: readonly T[], codeOf: (item: T) => unknown = (item) => (item as { code?: unknown }).code): T[] {
  const china = list.filter((item) => codeOf(item) === NATIONALITY_CHINA);
  const rest = list.filter((item) => codeOf(item) !== NATIONALITY_CHINA);
  return [...china, ...rest];
}
