import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { TRADE_ERRORS } from '@fund-direct/domain/contracts';
import { ApiError } from '@/lib/http.ts';
import { leaveMark, type RiskMark } from '../api/leave-mark.ts';
import type { WarningList } from '../api/warning-list.ts';
import { TRADE_UI_TEXT } from '../trade-texts.ts';

// A mark close to its expiry is not sent: the order might reach the server after it.
const EXPIRY_MARGIN_MS = 60_000;

export function isMarkUsable(mark: RiskMark | null, now: number): mark is RiskMark {
  return mark !== null && Date.parse(mark.expiresAt) - EXPIRY_MARGIN_MS > now;
}

// 'cancelled' when the customer backs out of the dialog.
export type RiskConfirmation = { id: string | undefined } | 'cancelled';

// A mismatched product needs the explicit confirmation recorded (leave mark) before the order:
// the dialog asks once more, the call records it, and its id goes with the order.
export function useRiskConfirmation(fundCode: string) {
  const { modal } = App.useApp();
  const mark = useRef<RiskMark | null>(null);

  const confirm = useCallback(
    async (warning: WarningList | undefined): Promise<RiskConfirmation> => {
      if (warning?.decision !== 'confirm') return { id: undefined };
      if (isMarkUsable(mark.current, Date.now())) return { id: mark.current.riskConfirmationId };
      const accepted = await new Promise<boolean>((resolve) => {
        void modal.confirm({
          title: TRADE_UI_TEXT.riskConfirmTitle,
          content: `该产品风险等级（${warning.productLevel} ${warning.productLevelName}）高于您的风险承受能力（${warning.customerLevel ?? '--'} ${warning.customerLevelName ?? ''}），您确认已充分了解产品风险并自愿购买吗？`,
          okText: TRADE_UI_TEXT.riskConfirmOk,
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
      if (!accepted) return 'cancelled';
      mark.current = await leaveMark(fundCode);
      return { id: mark.current.riskConfirmationId };
    },
    [fundCode, modal],
  );

  // A used mark is spent; one the server no longer accepts is dropped so the next submit asks again.
  const settle = useCallback((error: unknown) => {
    if (error === null || (error instanceof ApiError && error.code === TRADE_ERRORS.RISK_CONFIRMATION_INVALID.code)) mark.current = null;
  }, []);

  return { confirm, settle };
}
