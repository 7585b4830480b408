import type { FundTypeCode } from '@fund-direct/domain/codes';

// An article is composed from its own lead, three sections of its column's bank and a closing,
// so sixty articles read as whole texts without sixty hand-written bodies.

export interface ArticleTopic {
  title: string;
  summary: string;
  lead: string;
  // Related funds are picked from the seeded funds of these types, when the fund seed has them.
  fundTypes?: readonly FundTypeCode[];
}

export interface BankSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface ColumnBank {
  columnId: number;
  name: string;
  author: string;
  contentType: 'mandt' | 'other';
  topics: readonly ArticleTopic[];
  sections: readonly BankSection[];
  closings: readonly string[];
}

export const RISK_NOTE =
  '风险提示：本文观点仅代表撰写时的判断，不构成任何投资建议或收益承诺。基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金资产，但不保证基金一定盈利，也不保证最低收益。基金的过往业绩及其净值高低并不预示其未来业绩表现。投资者投资前请认真阅读《基金合同》《招募说明书》和《产品资料概要》等法律文件，了解产品风险收益特征，根据自身风险承受能力审慎决策。基金有风险，投资需谨慎。';
