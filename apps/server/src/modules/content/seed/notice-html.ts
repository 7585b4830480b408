import type { NoticeGroup } from '@fund-direct/domain/codes';
import type { SeedFund } from '../../fund/fund-seed.public.ts';
import { escapeHtml } from './seed-clock.ts';

import { COMPANY_NAME, HOTLINE_DISPLAY } from '@fund-direct/domain/constants';

export const COMPANY = COMPANY_NAME;
export const HOTLINE = HOTLINE_DISPLAY;
export { COMPANY_ADDRESS as ADDRESS, COMPANY_ZIP as ZIP } from '@fund-direct/domain/constants';

export interface NoticeAttachmentDraft {
  name: string;
  html: string;
}

export interface NoticeDraft {
  group: NoticeGroup;
  title: string;
  fundCode: string | null;
  date: string;
  html: string;
  attachments: NoticeAttachmentDraft[];
}

// Custodians are assigned by fund code so that every document of a fund names the same bank.
const CUSTODIANS = [
  '中国工商银行股份有限公司',
  '中国建设银行股份有限公司',
  '招商银行股份有限公司',
  '交通银行股份有限公司',
  '中国银行股份有限公司',
];

export function custodianOf(fund: SeedFund): string {
  const n = [...fund.code].reduce((sum, d) => sum + Number(d), 0);
  return CUSTODIANS[n % CUSTODIANS.length] ?? '中国工商银行股份有限公司';
}

export function cnDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

export function p(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

export function h(text: string): string {
  return `<h3>${escapeHtml(text)}</h3>`;
}

export function infoTable(rows: readonly (readonly [string, string])[]): string {
  const body = rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  return `<table><tbody>${body}</tbody></table>`;
}

export function fundBasics(fund: SeedFund, basis: string): string {
  return infoTable([
    ['基金名称', fund.name],
    ['基金简称', fund.shortName],
    ['基金主代码', fund.code],
    ['基金管理人名称', COMPANY],
    ['基金托管人名称', custodianOf(fund)],
    ['公告依据', basis],
  ]);
}

export function signOff(date: string): string {
  return `${p(`特此公告。`)}${p(`${COMPANY}`)}${p(cnDate(date))}`;
}

export const RISK_PARAGRAPH =
  '风险提示：基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金资产，但不保证基金一定盈利，也不保证最低收益。投资者投资基金前应认真阅读基金的《基金合同》《招募说明书》和《基金产品资料概要》等法律文件，了解基金的风险收益特征，并根据自身的风险承受能力选择适合自己的基金产品。敬请投资者注意投资风险。';

export const CONSULT_PARAGRAPH = `投资者可以登录本公司网站或拨打本公司客户服务电话${HOTLINE}咨询相关信息。`;

// The announcement itself is always the first attachment, under its own title.
export function selfAttachment(title: string, html: string): NoticeAttachmentDraft {
  return { name: `${title}.pdf`, html };
}
