import { App } from 'antd';
import { GUARD_TITLE } from '@fund-direct/domain/constants';
import { BANK_CARD_TEXT, type BankCardItem } from '@fund-direct/domain/contracts';
import { useUnbindBank } from '../api/unbind-bank.ts';

// Unbinding asks first; the server refuses while holdings or in-transit trades ride on the card.
export function useUnbindCard(onDone?: () => void) {
  const { modal, message } = App.useApp();
  const unbind = useUnbindBank();
  const ask = (card: BankCardItem) => {
    modal.confirm({
      title: GUARD_TITLE,
      content: `${card.bankName}（${card.cardNoShort}）${BANK_CARD_TEXT.unbindConfirm}`,
      okText: '确定解绑',
      cancelText: '取消',
      onOk: async () => {
        try {
          await unbind.mutateAsync(card.tradeacco);
          void message.success(BANK_CARD_TEXT.unbound);
          onDone?.();
        } catch {
          // The http client has shown why.
        }
      },
    });
  };
  return { ask, pending: unbind.isPending };
}
