import { CalendarCoverageError, isTradingDay, shanghaiDate } from '@fund-direct/domain/calendar';
import type { DividendDeclareRequest, OpsDividendListResponse } from '@fund-direct/domain/contracts/ops';
import { toDecimal } from '@fund-direct/domain/money';
import type { DbExecutor } from '../../db/database.ts';
import {
  dividendsStepRan,
  insertDividendDeclaration,
  selectClashingDeclaration,
  selectDividendFund,
  selectDividendList,
} from './dividend-ops.repository.ts';
import { invalid } from './fund-ops.service.ts';

// Dividend declarations from the console: checked when proposed and again when the checker approves
// ('dividend.declare'); the TA batch of the ex-date then pays every holder (ta/steps/dividends.step.ts).

export async function listOpsDividends(db: DbExecutor, fundCode: string | undefined): Promise<OpsDividendListResponse> {
  return { list: await selectDividendList(db, fundCode) };
}

export type DividendDeclaration = Pick<DividendDeclareRequest, 'fundCode' | 'registerDate' | 'exDate' | 'payDate' | 'cashPerShare'>;

const DATE_LABELS = { registerDate: '权益登记日', exDate: '除息日', payDate: '派息日' } as const;

function tradingDay(date: string, label: string): boolean {
  try {
    return isTradingDay(date);
  } catch (error) {
    // A year whose holidays are not yet loaded cannot be judged: refuse rather than guess.
    if (error instanceof CalendarCoverageError) throw invalid(`${label}：交易日历尚未覆盖 ${date}`);
    throw error;
  }
}

// The rules of a declaration that need the calendar, today and the database; the contract has checked the shape
// and the order record ≤ ex ≤ pay.
export async function checkDividendDeclaration(
  executor: DbExecutor,
  declaration: DividendDeclaration,
  now: Date,
): Promise<{ fundName: string }> {
  const fund = await selectDividendFund(executor, declaration.fundCode);
  if (!fund) throw invalid(`基金代码：基金 ${declaration.fundCode} 不存在`);
  if (fund.isMoneyFund) throw invalid('基金代码：货币基金按日结转收益，不登记分红');
  if (fund.status === '1') throw invalid('基金代码：募集期基金尚无份额，不能登记分红');
  const today = shanghaiDate(now);
  if (declaration.registerDate < today) throw invalid(`权益登记日不能早于今天（${today}）`);
  for (const [field, label] of Object.entries(DATE_LABELS)) {
    const date = declaration[field as keyof typeof DATE_LABELS];
    if (!tradingDay(date, label)) throw invalid(`${label}${date}不是交易日`);
  }
  if (await dividendsStepRan(executor, declaration.exDate))
    throw invalid(`除息日：${declaration.exDate}的TA批处理已派发分红，请选择之后的交易日`);
  const clash = await selectClashingDeclaration(executor, declaration);
  if (clash) throw invalid(`除息日：该基金已登记除息日为${clash.exDate}的分红，不能重复登记`);
  if (!toDecimal(declaration.cashPerShare).gt(0)) throw invalid('每份分红金额须大于0');
  return { fundName: fund.name };
}

// Applies an approved 'dividend.declare' in the approval's transaction, after checking again (time has passed).
export async function applyDividendDeclaration(tx: DbExecutor, declaration: DividendDeclaration, now: Date): Promise<DividendDeclaration> {
  await checkDividendDeclaration(tx, declaration, now);
  const row = { ...declaration, cashPerShare: toDecimal(declaration.cashPerShare).toFixed() };
  await insertDividendDeclaration(tx, row);
  return row;
}
