import type { DictItem, DictName } from '@fund-direct/domain/codes';

// §3 dictionaries, in display order. Codes follow the usual registrar (TA) conventions and match the demo customers.

const occupations: DictItem[] = [
  { code: '01', label: '国家机关、党群组织、企业、事业单位负责人' },
  { code: '02', label: '专业技术人员' },
  { code: '03', label: '办事人员和有关人员' },
  { code: '04', label: '商业、服务业人员' },
  { code: '05', label: '农、林、牧、渔、水利业生产人员' },
  { code: '06', label: '生产、运输设备操作人员及有关人员' },
  { code: '07', label: '军人' },
  { code: '08', label: '学生' },
  { code: '09', label: '离退休人员' },
  { code: '10', label: '自由职业者' },
  { code: '11', label: '个体工商户' },
  { code: '12', label: '无业' },
  { code: '99', label: '其他' },
];

const educationLevels: DictItem[] = [
  { code: '1', label: '博士研究生' },
  { code: '2', label: '硕士研究生' },
  { code: '3', label: '大学本科' },
  { code: '4', label: '大学专科' },
  { code: '5', label: '高中、中专及技校' },
  { code: '6', label: '初中及以下' },
];

const incomeBands: DictItem[] = [
  { code: '1', label: '10万元以下' },
  { code: '2', label: '10万元（含）至30万元' },
  { code: '3', label: '30万元（含）至50万元' },
  { code: '4', label: '50万元（含）至100万元' },
  { code: '5', label: '100万元（含）以上' },
];

const maritalStatuses: DictItem[] = [
  { code: '1', label: '未婚' },
  { code: '2', label: '已婚' },
  { code: '3', label: '离异' },
  { code: '4', label: '丧偶' },
  { code: '9', label: '其他' },
];

const genders: DictItem[] = [
  { code: '1', label: '男' },
  { code: '2', label: '女' },
];

// ISO 3166-1 numeric codes, stored in code order; the dict call moves 156 to the front (§3).
const nationalities: DictItem[] = [
  { code: '036', label: '澳大利亚' },
  { code: '040', label: '奥地利' },
  { code: '056', label: '比利时' },
  { code: '076', label: '巴西' },
  { code: '124', label: '加拿大' },
  { code: '156', label: '中国' },
  { code: '158', label: '中国台湾' },
  { code: '208', label: '丹麦' },
  { code: '246', label: '芬兰' },
  { code: '250', label: '法国' },
  { code: '276', label: '德国' },
  { code: '344', label: '中国香港' },
  { code: '356', label: '印度' },
  { code: '360', label: '印度尼西亚' },
  { code: '372', label: '爱尔兰' },
  { code: '380', label: '意大利' },
  { code: '392', label: '日本' },
  { code: '410', label: '韩国' },
  { code: '446', label: '中国澳门' },
  { code: '458', label: '马来西亚' },
  { code: '484', label: '墨西哥' },
  { code: '528', label: '荷兰' },
  { code: '554', label: '新西兰' },
  { code: '578', label: '挪威' },
  { code: '608', label: '菲律宾' },
  { code: '643', label: '俄罗斯' },
  { code: '682', label: '沙特阿拉伯' },
  { code: '702', label: '新加坡' },
  { code: '704', label: '越南' },
  { code: '710', label: '南非' },
  { code: '724', label: '西班牙' },
  { code: '752', label: '瑞典' },
  { code: '756', label: '瑞士' },
  { code: '764', label: '泰国' },
  { code: '784', label: '阿联酋' },
  { code: '826', label: '英国' },
  { code: '840', label: '美国' },
];

const taxResidentStatuses: DictItem[] = [
  { code: '1', label: '仅为中国税收居民' },
  { code: '2', label: '仅为非居民' },
  { code: '3', label: '既是中国税收居民又是其他国家(地区)税收居民' },
];

const noTaxIdReasons: DictItem[] = [
  { code: '1', label: '居民国（地区）不发放纳税人识别号' },
  { code: '2', label: '账户持有人未能取得纳税人识别号' },
  { code: '3', label: '其他原因' },
];

// Answering "是" to any of these makes the customer the lowest risk category (C1) whatever the score.
export const LOWEST_RISK_QUESTIONS: DictItem[] = [
  { code: '01', label: '您是否不具有完全民事行为能力？' },
  { code: '02', label: '您是否没有风险容忍度或者不能承受任何投资损失？' },
  { code: '03', label: '您是否从未有过任何投资经验（包括银行理财、基金、股票、债券等）且不愿承担任何投资风险？' },
  { code: '04', label: '您是否存在法律、行政法规规定的不得或限制投资较高风险产品的情形？' },
  { code: '05', label: '您是否已年满70周岁？' },
];

// GB/T 4754 sections.
const industries: DictItem[] = [
  { code: 'A', label: '农、林、牧、渔业' },
  { code: 'B', label: '采矿业' },
  { code: 'C', label: '制造业' },
  { code: 'D', label: '电力、热力、燃气及水生产和供应业' },
  { code: 'E', label: '建筑业' },
  { code: 'F', label: '批发和零售业' },
  { code: 'G', label: '交通运输、仓储和邮政业' },
  { code: 'H', label: '住宿和餐饮业' },
  { code: 'I', label: '信息传输、软件和信息技术服务业' },
  { code: 'J', label: '金融业' },
  { code: 'K', label: '房地产业' },
  { code: 'L', label: '租赁和商务服务业' },
  { code: 'M', label: '科学研究和技术服务业' },
  { code: 'N', label: '水利、环境和公共设施管理业' },
  { code: 'O', label: '居民服务、修理和其他服务业' },
  { code: 'P', label: '教育' },
  { code: 'Q', label: '卫生和社会工作' },
  { code: 'R', label: '文化、体育和娱乐业' },
  { code: 'S', label: '公共管理、社会保障和社会组织' },
  { code: 'T', label: '国际组织' },
];

const institutionIdTypes: DictItem[] = [
  { code: '1', label: '营业执照（统一社会信用代码）' },
  { code: '0', label: '组织机构代码证' },
  { code: '2', label: '事业单位法人证书' },
  { code: '3', label: '社会团体法人登记证书' },
  { code: '4', label: '民办非企业单位登记证书' },
  { code: '5', label: '基金会法人登记证书' },
  { code: '6', label: '政府批文' },
  { code: '9', label: '其他' },
];

export const DICTIONARY_SEED: Readonly<Record<DictName, readonly DictItem[]>> = {
  marriage: maritalStatuses,
  educational: educationLevels,
  workcode: occupations,
  annualsalary: incomeBands,
  nationality: nationalities,
  sex: genders,
  taxResident: taxResidentStatuses,
  noTaxIdReason: noTaxIdReasons,
  lowestRiskQuestions: LOWEST_RISK_QUESTIONS,
  industryType: industries,
  institutionIdType: institutionIdTypes,
};
