import { EXCHANGE_RECONCILIATION, type ExchangeDayResponse } from '@fund-direct/domain/contracts/ops';
import { App, Button, Popconfirm, Space } from 'antd';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useAnswerAsRegistrar } from '../api/exchange-counterparty.ts';
import { useExportExchangeDay } from '../api/exchange-export.ts';
import { useImportExchangeDay } from '../api/exchange-import.ts';

// The day's steps, in their order: our applications out, the registrar's answer in (the built-in one outside
// production), its import. Shown only to staff who may run them and only in exchange mode; the server decides.
export function ExchangeActions({ day }: { day: ExchangeDayResponse }) {
  const me = useCurrentStaff();
  const { message } = App.useApp();
  const exportDay = useExportExchangeDay();
  const answer = useAnswerAsRegistrar();
  const importDay = useImportExchangeDay();
  if (!me.data?.permissions.includes('exchange.run') || day.mode !== 'exchange') return null;
  const date = day.tradeDate;
  const importedBefore = day.inbox.some((file) => file.state === 'imported' || file.state === 'refused');

  async function attempt(work: () => Promise<string>) {
    try {
      void message.success(await work());
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '操作失败');
    }
  }

  return (
    <Space wrap>
      <Popconfirm
        title="生成申请文件"
        description={`将 ${date} 截止后的账户类与交易类申请写入发件箱；登记机构确认后不再重复发送。`}
        okText="生成"
        cancelText="取消"
        onConfirm={() => attempt(async () => `已生成 ${String((await exportDay.mutateAsync(date)).files.length)} 个申请文件`)}
      >
        <Button type="primary" loading={exportDay.isPending}>
          生成申请文件
        </Button>
      </Popconfirm>
      {day.counterpartyAllowed ? (
        <Popconfirm
          title="内置登记机构应答"
          description="仅用于演示与测试：内置登记机构读取发件箱的申请文件，将确认、对账、分红与行情文件写入收件箱。"
          okText="应答"
          cancelText="取消"
          onConfirm={() => attempt(async () => `内置登记机构已写入 ${String((await answer.mutateAsync(date)).files.length)} 个文件`)}
        >
          <Button loading={answer.isPending}>内置登记机构应答</Button>
        </Popconfirm>
      ) : null}
      <Popconfirm
        title={importedBefore ? '重新导入登记机构文件' : '导入登记机构文件'}
        description="收件箱中的文件全部校验通过后才入账；有一个文件不合格则全部不导入。已导入且内容未变的文件不会重复入账。"
        okText="导入"
        cancelText="取消"
        onConfirm={() =>
          attempt(async () => {
            const report = await importDay.mutateAsync(date);
            return `导入完成：确认成功 ${String(report.confirmations)} 笔，确认失败 ${String(report.refusals)} 笔，差错 ${String(
              report.breaks + report.shareBreaks,
            )} 笔，${EXCHANGE_RECONCILIATION[report.reconciliation]}`;
          })
        }
      >
        <Button loading={importDay.isPending}>{importedBefore ? '重新导入' : '导入登记机构文件'}</Button>
      </Popconfirm>
    </Space>
  );
}
