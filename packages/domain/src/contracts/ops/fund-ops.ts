import { z } from 'zod';
import { isCalendarDate } from '../../calendar/day-number.ts';
import { FUND_STATUSES, FUND_TYPES } from '../../codes/fund.ts';
import { PRODUCT_RISK_LEVELS } from '../../codes/risk.ts';
import { toDecimal } from '../../money/decimal.ts';
import { amountFeeTier, fundCodeSchema, holdingFeeTier } from '../fund.ts';
import { checkAmountTiers, checkHoldingTiers, checkLimits, checkManagers } from './fund-ops-rules.ts';

// Console calls of fund maintenance (GET/POST /api/ops/funds…). Every message names its field in Chinese,
// so a refusal reads on its own (issue 17: bad input names the field and writes nothing).

const named = (label: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${label}不能为空` : `${label}格式不正确`),
});

const keys = <T extends Record<string, string>>(table: T) => Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

// A non-negative decimal string with at most `scale` decimals that fits NUMERIC(18, scale).
export function opsDecimal(label: string, scale: number) {
  return z
    .string(named(label))
    .trim()
    .regex(new RegExp(`^\\d{1,16}(\\.\\d{1,${scale}})?$`), `${label}须为非负数，最多${scale}位小数`);
}

function rate(label: string) {
  return opsDecimal(label, 6).refine((v) => toDecimal(v).lte(1), `${label}须在0到1之间`);
}

export function opsDate(label: string) {
  return z
    .string(named(label))
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`)
    .refine(isCalendarDate, `${label}不是有效的日期`);
}

// ---- sections of a fund ----------------------------------------------------------------------
export const fundBasicSection = z.strictObject(
  {
    name: z.string(named('基金名称')).trim().min(1, '基金名称不能为空').max(100, '基金名称不能超过100个字'),
    shortName: z.string(named('基金简称')).trim().min(1, '基金简称不能为空').max(50, '基金简称不能超过50个字'),
    fundType: z.enum(keys(FUND_TYPES), { error: '基金类型取值不正确' }),
    riskLevel: z.enum(keys(PRODUCT_RISK_LEVELS), { error: '风险等级取值不正确' }),
    // §3 status codes only; their effect on buy/sell is FUND_STATUS_EFFECTS.
    status: z.enum(keys(FUND_STATUSES), { error: '基金状态须为§3基金状态代码（0、1、2、4、5、6、9）' }),
  },
  named('基本信息'),
);
export type FundBasicSection = z.infer<typeof fundBasicSection>;

// 0 in a maximum means no limit (§5 无限额).
export const LIMIT_LABELS = {
  minPurchaseAmount: '最低申购金额',
  minSubscriptionAmount: '最低认购金额',
  maxPurchasePerOrder: '单笔申购上限',
  maxPurchasePerDay: '单日申购上限',
  minRedemptionShares: '最低赎回份额',
  minHoldingShares: '最低持有份额',
} as const;

export const fundLimitsSection = z
  .strictObject(
    {
      minPurchaseAmount: opsDecimal(LIMIT_LABELS.minPurchaseAmount, 2),
      minSubscriptionAmount: opsDecimal(LIMIT_LABELS.minSubscriptionAmount, 2),
      maxPurchasePerOrder: opsDecimal(LIMIT_LABELS.maxPurchasePerOrder, 2),
      maxPurchasePerDay: opsDecimal(LIMIT_LABELS.maxPurchasePerDay, 2),
      minRedemptionShares: opsDecimal(LIMIT_LABELS.minRedemptionShares, 2),
      minHoldingShares: opsDecimal(LIMIT_LABELS.minHoldingShares, 2),
    },
    named('交易限制'),
  )
  .superRefine(checkLimits);
export type FundLimitsSection = z.infer<typeof fundLimitsSection>;

function amountTierList(label: string, allowEmpty: boolean) {
  const tier = z.strictObject(
    {
      min: opsDecimal(`${label}：起始金额`, 2),
      max: opsDecimal(`${label}：截止金额`, 2).optional(),
      rule: z.discriminatedUnion(
        'kind',
        [
          z.strictObject({ kind: z.literal('rate'), rate: rate(`${label}：费率`) }),
          z.strictObject({ kind: z.literal('fixed'), fee: opsDecimal(`${label}：每笔固定费用`, 2) }),
        ],
        { error: `${label}：收费方式须为费率或每笔固定费用` },
      ),
    },
    named(`${label}档位`),
  );
  return z
    .array(tier, named(label))
    .max(20, `${label}最多20档`)
    .superRefine((tiers, ctx) => checkAmountTiers(tiers, ctx, label, allowEmpty));
}

const redemptionTier = z.strictObject(
  {
    minDays: z
      .number({ error: '赎回费率：起始持有天数须为整数' })
      .int('赎回费率：起始持有天数须为整数')
      .min(0, '赎回费率：起始持有天数不能为负')
      .max(36_500, '赎回费率：起始持有天数过大'),
    maxDays: z
      .number({ error: '赎回费率：截止持有天数须为整数' })
      .int('赎回费率：截止持有天数须为整数')
      .max(36_500, '赎回费率：截止持有天数过大')
      .optional(),
    rate: rate('赎回费率：费率'),
  },
  named('赎回费率档位'),
);

export const fundFeesSection = z.strictObject(
  {
    // The online discount multiplies front-end purchase rates (0.1 = 1折; 1 = no discount); fixed fees are not discounted.
    purchaseDiscount: opsDecimal('网上申购费率折扣', 4).refine((v) => toDecimal(v).lte(1), '网上申购费率折扣须在0到1之间'),
    subscription: amountTierList('认购费率', true),
    purchase: amountTierList('申购费率', false),
    redemption: z
      .array(redemptionTier, named('赎回费率'))
      .max(20, '赎回费率最多20档')
      .superRefine((tiers, ctx) => checkHoldingTiers(tiers, ctx)),
  },
  named('费率'),
);
export type FundFeesSection = z.infer<typeof fundFeesSection>;

export const fundManagerTenure = z.strictObject(
  {
    manId: z
      .string(named('基金经理编号'))
      .trim()
      .regex(/^\d{1,12}$/, '基金经理编号格式不正确'),
    startDate: opsDate('基金经理任职日期'),
    endDate: opsDate('基金经理离任日期').nullable(),
  },
  named('基金经理'),
);
export const fundManagersSection = z
  .array(fundManagerTenure, named('基金经理'))
  .max(30, '基金经理最多30条任职记录')
  .superRefine(checkManagers);
export type FundManagersSection = z.infer<typeof fundManagersSection>;

export const fundDocumentItem = z.strictObject(
  {
    kind: z
      .string(named('文档类型'))
      .trim()
      .regex(/^[a-z_]{1,30}$/, '文档类型须为小写英文代码（如 prospectus）'),
    name: z.string(named('文档名称')).trim().min(1, '文档名称不能为空').max(100, '文档名称不能超过100个字'),
    url: z
      .string(named('文档地址'))
      .trim()
      .max(500, '文档地址过长')
      .regex(/^(\/|https:\/\/)\S+$/, '文档地址须以 / 或 https:// 开头且不含空格'),
  },
  named('文档'),
);
export const fundDocumentsSection = z.array(fundDocumentItem, named('文档')).max(20, '文档最多20个');
export type FundDocumentsSection = z.infer<typeof fundDocumentsSection>;

export const FUND_SECTIONS = ['basic', 'limits', 'fees', 'managers', 'documents'] as const;
export type FundSection = (typeof FUND_SECTIONS)[number];
export const FUND_SECTION_LABELS: Record<FundSection, string> = {
  basic: '基本信息',
  limits: '交易限制',
  fees: '费率',
  managers: '基金经理',
  documents: '文档',
};

// ---- GET /api/ops/funds ------------------------------------------------------------------------
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const opsFundListQuery = z.object({
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '搜索关键词不能超过50个字').optional()),
  page: z.coerce.number({ error: '页码须为正整数' }).int('页码须为正整数').min(1, '页码须为正整数').max(10_000, '页码过大').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为1到100' })
    .int('每页条数须为1到100')
    .min(1, '每页条数须为1到100')
    .max(100, '每页条数须为1到100')
    .default(20),
});
export type OpsFundListQuery = z.infer<typeof opsFundListQuery>;

export const opsFundListItem = z.object({
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  fundType: z.string(),
  fundTypeLabel: z.string(),
  riskLevel: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  statusEffect: z.string(),
  updatedAt: z.string(),
});
export type OpsFundListItem = z.infer<typeof opsFundListItem>;

export const opsFundListResponse = z.object({ list: z.array(opsFundListItem), total: z.number().int() });
export type OpsFundListResponse = z.infer<typeof opsFundListResponse>;

// ---- GET /api/ops/funds/:code ------------------------------------------------------------------
export const opsFundParams = z.object({ code: fundCodeSchema });

export const opsFundDetailResponse = z.object({
  code: z.string(),
  isMoneyFund: z.boolean(),
  basic: fundBasicSection,
  limits: z.object({
    minPurchaseAmount: z.string(),
    minSubscriptionAmount: z.string(),
    maxPurchasePerOrder: z.string(),
    maxPurchasePerDay: z.string(),
    minRedemptionShares: z.string(),
    minHoldingShares: z.string(),
  }),
  fees: z.object({
    purchaseDiscount: z.string(),
    subscription: z.array(amountFeeTier),
    purchase: z.array(amountFeeTier),
    redemption: z.array(holdingFeeTier),
  }),
  managers: z.array(z.object({ manId: z.string(), name: z.string(), startDate: z.string(), endDate: z.string().nullable() })),
  documents: z.array(z.object({ kind: z.string(), name: z.string(), url: z.string() })),
  // Every manager the tenure list can name.
  managerOptions: z.array(z.object({ manId: z.string(), name: z.string() })),
});
export type OpsFundDetailResponse = z.infer<typeof opsFundDetailResponse>;

// ---- POST /api/ops/funds/:code/proposals -----------------------------------------------------
// Each section present is the whole section as the form holds it; the server proposes only the fields that differ.
export const fundProposalRequest = z
  .strictObject(
    {
      basic: fundBasicSection.optional(),
      limits: fundLimitsSection.optional(),
      fees: fundFeesSection.optional(),
      managers: fundManagersSection.optional(),
      documents: fundDocumentsSection.optional(),
      note: z.string(named('备注')).trim().max(200, '备注不能超过200个字').optional(),
    },
    named('请求参数'),
  )
  .refine((body) => FUND_SECTIONS.some((section) => body[section] !== undefined), '请至少提交一个要修改的部分');
export type FundProposalRequest = z.infer<typeof fundProposalRequest>;

export const opsProposalCreated = z.object({ proposalId: z.string() });
export type OpsProposalCreated = z.infer<typeof opsProposalCreated>;
