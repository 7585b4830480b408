// Chinese names of request fields, used when a validation issue carries no Chinese message.
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  mobile: '手机号码',
  mobileno: '手机号码',
  newMobile: '新手机号码',
  password: '登录密码',
  confirmPassword: '确认密码',
  oldPassword: '原登录密码',
  newPassword: '新登录密码',
  tradePassword: '交易密码',
  oldTradePassword: '原交易密码',
  newTradePassword: '新交易密码',
  cardNo: '银行卡号',
  bankacco: '银行账号',
  bankCode: '银行',
  idno: '证件号码',
  idtype: '证件类型',
  custname: '姓名',
  invalidate: '证件有效期',
  birthday: '出生日期',
  sex: '性别',
  liveNation: '国籍',
  workcode: '职业',
  annualsalary: '年收入',
  educational: '学历',
  marriage: '婚姻状况',
  address: '联系地址',
  zipcode: '邮政编码',
  email: '电子邮箱',
  amount: '金额',
  shares: '份额',
  fundCode: '基金代码',
  fundcode: '基金代码',
  targetFundCode: '目标基金代码',
  dividendType: '分红方式',
  imageCode: '图形验证码',
  smsCode: '短信验证码',
  code: '验证码',
  keyWord: '搜索关键词',
  pageNum: '页码',
  pageSize: '每页条数',
  startDate: '开始日期',
  endDate: '结束日期',
  id: '编号',
  manId: '基金经理编号',
  noticeId: '公告编号',
  refType: '关注类型',
  refObjectId: '关注对象',
  serviceType: '服务类型',
  fundType: '基金类型',
  fundListType: '基金列表类型',
  planId: '定投计划编号',
  cycleUnit: '定投周期',
  cycleDay: '扣款日',
  answers: '测评答案',
  clientid: '客户编号',
  provincecode: '省份',
  cityno: '城市',
  countyno: '区县',
  clientRequestId: '请求编号',
  tradeacco: '银行卡',
  paymentMethod: '支付方式',
  chargeType: '收费方式',
  riskConfirmationId: '风险确认编号',
  orderNo: '订单号',
  planNo: '定投计划编号',
  unit: '定投周期',
  dayOfMonth: '每月扣款日',
  weekday: '每周扣款日',
  dividendMethod: '分红方式',
  largeRedemption: '巨额赎回处理方式',
  businessCode: '业务类型',
  confirmed: '风险确认',
  action: '操作类型',
  // Notices in the console.
  title: '标题',
  group: '公告类别',
  contentHtml: '正文',
  publishAt: '发布时间',
  attachments: '附件',
  publishState: '发布状态',
  // The order.cancel proposal's before/after (customer service).
  custno: '客户号',
  orderStatus: '订单状态',
};

// The shape of a zod (v4) issue that this needs; no zod import, so any issue list fits.
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  keys?: readonly string[];
  // invalid_union: the issues of each alternative.
  errors?: readonly (readonly ValidationIssue[])[];
}

// Whole-request issues (empty path) are named like this; with no issue at all the message
// reads '请求参数不正确', the default 1001 text.
const REQUEST_LABEL = '请求参数';

const HAS_CHINESE = /[\u4e00-\u9fff]/;

function labelFor(path: readonly PropertyKey[]): string {
  const segments = path.map(String);
  const joined = segments.join('.');
  if (joined === '') return REQUEST_LABEL;
  const lastName = [...path].reverse().find((segment) => typeof segment === 'string');
  return FIELD_LABELS[joined] ?? (lastName !== undefined ? FIELD_LABELS[lastName] : undefined) ?? joined;
}

// zod reports a missing field as invalid_type "received undefined" and does not keep the input.
function isMissing(issue: ValidationIssue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)$/.test(issue.message);
}

function isNumericOrigin(issue: ValidationIssue): boolean {
  return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint';
}

// A union names no field itself (its path is the union's); its first alternative's first issue does, unless the union
// carries a Chinese message of its own.
function firstBranchIssue(issue: ValidationIssue): ValidationIssue {
  if (HAS_CHINESE.test(issue.message)) return issue;
  const nested = issue.code === 'invalid_union' ? issue.errors?.[0]?.[0] : undefined;
  return nested ? firstBranchIssue({ ...nested, path: [...issue.path, ...nested.path] }) : issue;
}

// §8/1001: one Chinese message naming the first failing field.
export function describeZodIssues(issues: readonly ValidationIssue[]): string {
  const issue = issues[0] && firstBranchIssue(issues[0]);
  if (!issue) return `${REQUEST_LABEL}不正确`;
  if (HAS_CHINESE.test(issue.message)) return issue.message;
  const label = labelFor(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? `${label}不能为空` : `${label}格式不正确`;
    case 'too_big':
      return isNumericOrigin(issue) ? `${label}超出允许范围` : `${label}过长`;
    case 'too_small':
      return isNumericOrigin(issue) ? `${label}低于允许范围` : `${label}过短`;
    case 'invalid_value':
      return `${label}取值不正确`;
    case 'unrecognized_keys':
      return `不支持的参数：${(issue.keys ?? []).join('、')}`;
    default:
      return `${label}格式不正确`;
  }
}
