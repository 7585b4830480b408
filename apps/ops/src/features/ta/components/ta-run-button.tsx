import { App, Button } from 'antd';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useProposeTaRun } from '../api/ta-run.ts';

// Run (or re-run) a trade date: a proposal that takes effect once 复核 approves. Shown only to staff who may propose.
export function TaRunButton({ tradeDate, rerun, disabled }: { tradeDate: string; rerun: boolean; disabled?: boolean }) {
  const me = useCurrentStaff();
  const run = useProposeTaRun();
  const { modal, message } = App.useApp();
  if (!me.data?.permissions.includes('fund.propose')) return null;
  const action = rerun ? '重跑' : '运行';

  function confirm() {
    modal.confirm({
      title: `${action}交易日 ${tradeDate} 的 TA 批处理`,
      content: rerun
        ? '重跑只处理尚未完成的部分，已确认的订单不会重复确认。提交后须经复核岗批准才会执行。'
        : '将按当日净值确认该交易日的全部待确认订单。提交后须经复核岗批准才会执行。',
      okText: '提交复核',
      cancelText: '取消',
      onOk: async () => {
        try {
          await run.mutateAsync({ tradeDate, rerun });
          void message.success('已提交复核，批准后开始执行');
        } catch (error) {
          void message.error(error instanceof Error ? error.message : '提交失败');
        }
      },
    });
  }

  return (
    <Button type={rerun ? 'default' : 'primary'} disabled={disabled} loading={run.isPending} onClick={confirm}>
      {action}批处理
    </Button>
  );
}
