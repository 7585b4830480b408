import type { OpsCustomerItem } from '@fund-direct/domain/contracts/ops';
import { Button, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import type { RevealTarget } from './reveal-dialog.tsx';

const CARD_STATUS: Record<string, string> = { signed: '已签约', pending: '签约中' };

// A masked value, with a reveal button for staff holding 'customer.reveal' (the server checks it again).
function Masked(props: { text: string | null; canReveal: boolean; onReveal: () => void }) {
  if (!props.text) return <span>—</span>;
  return (
    <Space size={4}>
      <span>{props.text}</span>
      {props.canReveal ? (
        <Button type="link" size="small" onClick={props.onReveal}>
          查看
        </Button>
      ) : null}
    </Space>
  );
}

export function CustomerTable(props: {
  rows: readonly OpsCustomerItem[];
  loading: boolean;
  canReveal: boolean;
  onReveal: (target: RevealTarget) => void;
}) {
  const label = (row: OpsCustomerItem) => `${row.custname ?? '（未实名）'}（${row.custno}）`;
  const columns: TableProps<OpsCustomerItem>['columns'] = [
    { title: '客户号', dataIndex: 'custno', width: 110, render: (value: string, row) => <Link to={`/customers/${row.id}`}>{value}</Link> },
    {
      title: '姓名',
      dataIndex: 'custname',
      width: 180,
      render: (value: string | null, row) => (
        <Space size={4}>
          {value ?? '—'}
          {row.closedAt ? <Tag>已销户</Tag> : null}
        </Space>
      ),
    },
    { title: '类型', dataIndex: 'custtype', width: 70, render: (value: string) => (value === '0' ? '机构' : '个人') },
    {
      title: '手机号',
      key: 'mobile',
      width: 190,
      render: (_v, row) => (
        <Masked
          text={row.mobileMasked}
          canReveal={props.canReveal}
          onReveal={() => props.onReveal({ customerId: row.id, customerLabel: label(row), field: 'mobile', masked: row.mobileMasked })}
        />
      ),
    },
    {
      title: '证件号码',
      key: 'idno',
      width: 240,
      render: (_v, row) => (
        <Masked
          text={row.idnoMasked}
          canReveal={props.canReveal}
          onReveal={() => props.onReveal({ customerId: row.id, customerLabel: label(row), field: 'idno', masked: row.idnoMasked ?? '' })}
        />
      ),
    },
    {
      title: '银行卡',
      key: 'cards',
      render: (_v, row) =>
        row.cards.length === 0 ? (
          '—'
        ) : (
          <Space direction="vertical" size={0}>
            {row.cards.map((card) => (
              <Space key={card.id} size={4}>
                <span>
                  {card.bankName} {card.cardNoMasked}
                </span>
                <Tag>{CARD_STATUS[card.status] ?? card.status}</Tag>
                {props.canReveal ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      props.onReveal({
                        customerId: row.id,
                        customerLabel: label(row),
                        field: 'card',
                        cardId: card.id,
                        masked: card.cardNoMasked,
                      })
                    }
                  >
                    查看
                  </Button>
                ) : null}
              </Space>
            ))}
          </Space>
        ),
    },
  ];
  return (
    <Table<OpsCustomerItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...props.rows]}
      loading={props.loading}
      pagination={false}
    />
  );
}
