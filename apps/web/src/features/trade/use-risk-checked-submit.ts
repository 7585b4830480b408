import type { WarningList } from './api/warning-list.ts';
import { useRiskConfirmation } from './components/use-risk-confirmation.ts';
import { useTradeSubmit } from './use-trade-submit.ts';

// The submit of an amount order (purchase, regular investment): a mismatched risk level is confirmed
// first (§3), then the order goes out; a failure clears the trade password.
export function useRiskCheckedSubmit(fundCode: string, clearPassword: () => void) {
  const risk = useRiskConfirmation(fundCode);
  const { submit } = useTradeSubmit();
  return <T>(
    warning: WarningList | undefined,
    place: (clientRequestId: string, riskConfirmationId: string | undefined) => Promise<T | null>,
    onPlaced: (result: T) => void,
  ) =>
    void submit(
      async (id) => {
        const confirmation = await risk.confirm(warning);
        if (confirmation === 'cancelled') return;
        const result = await place(id, confirmation.id);
        if (result === null) return;
        risk.settle(null);
        onPlaced(result);
      },
      (error) => {
        risk.settle(error);
        clearPassword();
      },
    );
}
