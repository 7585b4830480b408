import { DIVIDEND_TYPES, labelOf } from '@fund-direct/domain/codes';
import type { CustomerDetailResponse, CustomerOrderView } from '@fund-direct/domain/contracts/ops';
import { formatMoney } from '@fund-direct/domain/format';
import { Button, Table, Tag, Timeline } from 'antd';
import type { TableProps } from 'antd';
import { formatInstant } from './customer-format.ts';

type Detail = CustomerDetailResponse;
const CARD_STATUS: Record<string, string> = { signed: '已签约', pending: '签约中' };
const ORDER_STATUS_COLORS: Record<string, string> = { '9': 'processing', '1': 'success', '0': 'error', '4': 'default' };

export function CardsTable(props: { rows: Detail['cards'] }) {
  return (
    <Table<Detail['cards'][number]>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={props.rows}
      columns={[
        { title: '交易账号', dataIndex: 'tradeacco', width: 120 },
        { title: '银行', dataIndex: 'bankName', width: 160 },
        { title: '卡号', dataIndex: 'cardNoMasked' },
        { title: '状态', dataIndex: 'status', width: 100, render: (s: string) => <Tag>{CARD_STATUS[s] ?? s}</Tag> },
      ]}
    />
  );
}

export function HoldingsTable(props: { rows: Detail['holdings'] }) {
  return (
    <Table<Detail['holdings'][number]>
      rowKey="fundCode"
      size="small"
      pagination={false}
      dataSource={props.rows}
      columns={[
        { title: '基金', key: 'fund', render: (_v, row) => `${row.fundName}（${row.fundCode}）` },
        { title: '份额', dataIndex: 'shares', align: 'right', render: (v: string) => formatMoney(v) },
        { title: '冻结份额', dataIndex: 'frozen', align: 'right', render: (v: string) => formatMoney(v) },
        { title: '成本（元）', dataIndex: 'cost', align: 'right', render: (v: string) => formatMoney(v) },
        { title: '分红方式', dataIndex: 'dividendMethod', render: (v: string) => labelOf(DIVIDEND_TYPES, v) ?? v },
        { title: '交易账号', dataIndex: 'tradeacco', render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}

export function OrdersTable(props: { rows: Detail['orders']; canAct: boolean; onCancel: (order: CustomerOrderView) => void }) {
  const columns: TableProps<CustomerOrderView>['columns'] = [
    { title: '订单号', dataIndex: 'orderNo', width: 190 },
    { title: '业务', dataIndex: 'businessLabel', width: 90 },
    { title: '基金', key: 'fund', render: (_v, row) => `${row.fundName}（${row.fundCode}）` },
    {
      title: '金额 / 份额',
      key: 'size',
      align: 'right',
      width: 140,
      render: (_v, row) => (row.amount ? `${formatMoney(row.amount)}元` : row.shares ? `${formatMoney(row.shares)}份` : '—'),
    },
    { title: '交易日', dataIndex: 'tradeDate', width: 110 },
    { title: '下单时间', dataIndex: 'placedAt', width: 170, render: formatInstant },
    {
      title: '状态',
      key: 'status',
      width: 120,
      render: (_v, row) => (
        <>
          <Tag color={ORDER_STATUS_COLORS[row.status] ?? 'default'}>{row.statusLabel}</Tag>
          {row.cancelPending ? <Tag color="orange">撤单待复核</Tag> : null}
        </>
      ),
    },
  ];
  if (props.canAct)
    columns.push({
      title: '操作',
      key: 'action',
      width: 100,
      render: (_v, row) =>
        row.cancellable && !row.cancelPending ? (
          <Button type="link" size="small" danger onClick={() => props.onCancel(row)}>
            申请撤单
          </Button>
        ) : null,
    });
  return <Table<CustomerOrderView> rowKey="id" size="small" pagination={{ pageSize: 10 }} dataSource={props.rows} columns={columns} />;
}

export function PlansTable(props: { rows: Detail['plans'] }) {
  return (
    <Table<Detail['plans'][number]>
      rowKey="planNo"
      size="small"
      pagination={false}
      dataSource={props.rows}
      columns={[
        { title: '协议号', dataIndex: 'planNo', width: 190 },
        { title: '基金', key: 'fund', render: (_v, row) => `${row.fundName}（${row.fundCode}）` },
        { title: '每期金额（元）', dataIndex: 'amount', align: 'right', render: (v: string) => formatMoney(v) },
        { title: '周期', dataIndex: 'cycleText' },
        { title: '下次扣款', dataIndex: 'nextDate', render: (v: string | null) => v ?? '—' },
        { title: '状态', dataIndex: 'statusName', render: (v: string) => <Tag>{v}</Tag> },
      ]}
    />
  );
}

export function SessionsTable(props: { rows: Detail['sessions'] }) {
  return (
    <Table<Detail['sessions'][number]>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={props.rows}
      columns={[
        { title: '设备', dataIndex: 'device', ellipsis: true, render: (v: string | null) => v ?? '未知设备' },
        { title: 'IP', dataIndex: 'ip', width: 140, render: (v: string | null) => v ?? '—' },
        { title: '登录时间', dataIndex: 'createdAt', width: 170, render: formatInstant },
        { title: '最近活动', dataIndex: 'lastSeenAt', width: 170, render: formatInstant },
      ]}
    />
  );
}

export function MessagesTable(props: { rows: Detail['messages'] }) {
  return (
    <Table<Detail['messages'][number]>
      rowKey="id"
      size="small"
      pagination={{ pageSize: 10 }}
      dataSource={props.rows}
      columns={[
        { title: '时间', dataIndex: 'createdAt', width: 170, render: formatInstant },
        { title: '标题', dataIndex: 'title', width: 140 },
        { title: '内容', dataIndex: 'content' },
        { title: '状态', dataIndex: 'state', width: 80, render: (v: string) => (v === '0' ? <Tag color="blue">未读</Tag> : '已读') },
      ]}
    />
  );
}

const EVENT_COLORS: Record<string, string> = { staff: 'red', order: 'blue', login: 'gray', logout: 'gray', risk: 'green', card: 'green' };

export function CustomerTimeline(props: { events: Detail['timeline'] }) {
  return (
    <Timeline
      items={props.events.map((event, index) => ({
        key: `${event.at}-${String(index)}`,
        color: EVENT_COLORS[event.kind] ?? 'blue',
        content: (
          <>
            <div>
              <strong>{event.title}</strong> <span style={{ color: '#888' }}>{formatInstant(event.at)}</span>
            </div>
            {event.detail ? <div style={{ color: '#555' }}>{event.detail}</div> : null}
          </>
        ),
      }))}
    />
  );
}
