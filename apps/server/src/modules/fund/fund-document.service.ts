import type { FundDetailResponse } from '@fund-direct/domain/contracts';
import type { PdfBlock } from '../files/files.public.ts';
import { renderPdf } from '../files/files.public.ts';
import { FUND_DOCUMENT_KINDS, type FundDocumentKind } from './seed/seed-rows.ts';

// Fund documents (prospectus, contract, product summary) are written from the fund's own record,
// so every figure in them matches the detail page.

const pct = (fraction: string) => `${(Number(fraction) * 100).toFixed(2)}%`;
const wan = (amount: string) => `${Number(amount) / 10_000}万元`;

function feeLines(detail: FundDetailResponse): PdfBlock[] {
  const { fees } = detail;
  const amountLines = (tiers: FundDetailResponse['fees']['purchase']) =>
    tiers.map((t): PdfBlock => {
      const range = t.max ? `${wan(t.min)}（含）至${wan(t.max)}` : `${wan(t.min)}（含）以上`;
      return { kind: 'line', text: `${range}：${t.rule.kind === 'rate' ? pct(t.rule.rate) : `每笔${Number(t.rule.fee)}元`}` };
    });
  return [
    { kind: 'heading', text: '认购费率' },
    ...amountLines(fees.subscription),
    { kind: 'heading', text: '申购费率' },
    ...amountLines(fees.purchase),
    { kind: 'heading', text: '赎回费率' },
    ...fees.redemption.map((t): PdfBlock => ({
      kind: 'line',
      text: `持有${t.minDays}日（含）${t.maxDays ? `至${t.maxDays}日` : '以上'}：${pct(t.rate)}`,
    })),
    {
      kind: 'line',
      text: `管理费年费率 ${pct(fees.managementRate)}，托管费年费率 ${pct(fees.custodyRate)}${fees.salesServiceRate ? `，销售服务费年费率 ${pct(fees.salesServiceRate)}` : ''}`,
    },
  ];
}

export function fundDocumentPdf(detail: FundDetailResponse, kind: FundDocumentKind): Buffer {
  const { fund } = detail;
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: '一、基金基本情况' },
    { kind: 'line', text: `基金名称：${fund.fundname}` },
    { kind: 'line', text: `基金代码：${fund.fundcode}` },
    { kind: 'line', text: `基金类型：${fund.fundTypeLabel}` },
    { kind: 'line', text: `风险等级：${fund.riskLevel}（${fund.riskLevelLabel}）` },
    { kind: 'line', text: `基金合同生效日：${fund.setupDate ?? '募集期内，尚未生效'}` },
    { kind: 'line', text: `业绩比较基准：${fund.benchmark}` },
    { kind: 'line', text: `基金管理人：沣泽基金管理有限公司` },
    { kind: 'line', text: `基金经理：${detail.currentManagers.map((m) => m.name).join('、') || '—'}` },
    { kind: 'heading', text: '二、费用' },
    ...feeLines(detail),
    { kind: 'heading', text: '三、风险提示' },
    {
      kind: 'paragraph',
      text: '基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金资产，但不保证基金一定盈利，也不保证最低收益。基金的过往业绩及其净值高低并不预示其未来业绩表现。投资者在投资本基金前，应认真阅读基金合同、招募说明书和产品资料概要等法律文件，了解基金的风险收益特征，并根据自身的投资目的、投资期限、投资经验、资产状况等判断基金是否和自身的风险承受能力相适应。',
    },
  ];
  return renderPdf({
    title: `${fund.fundname}${FUND_DOCUMENT_KINDS[kind]}`,
    subtitle: '沣泽基金管理有限公司',
    blocks,
    footer: '沣泽基金管理有限公司 客服热线 400-921-7000',
    date: fund.setupDate ?? fund.navDate ?? '2026-01-01',
  });
}
