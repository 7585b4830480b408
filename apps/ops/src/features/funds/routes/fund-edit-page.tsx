import { App, Button, Card, Form, Input, Result, Space, Spin, Tabs, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { fundProposalRequest, type OpsFundDetailResponse } from '@fund-direct/domain/contracts/ops';
import { describeZodIssues } from '@fund-direct/domain/errors';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useCreateFundProposal } from '../api/fund-proposal-create.ts';
import { useOpsFundDetail } from '../api/ops-fund-detail.ts';
import { FundBasicTab } from '../components/fund-basic-tab.tsx';
import { FundDocumentsTab } from '../components/fund-documents-tab.tsx';
import { FundFeesTab } from '../components/fund-fees-tab.tsx';
import { FundLimitsTab } from '../components/fund-limits-tab.tsx';
import { FundManagersTab } from '../components/fund-managers-tab.tsx';
import { toFormValues, toProposalBody, type FundFormValues } from '../fund-form-values.ts';

// 基金编辑: five tabs over one form; 提交复核 sends every section and the server proposes the fields that differ.
// Nothing changes until a checker approves the proposal.
function FundEditForm({ fund }: { fund: OpsFundDetailResponse }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FundFormValues>();
  const initialValues = useMemo(() => toFormValues(fund), [fund]);
  const proposal = useCreateFundProposal(fund.code);
  // Viewers (复核, 合规审计) read the form; only fund.propose may submit (the server checks it too).
  const canPropose = useCurrentStaff().data?.permissions.includes('fund.propose') ?? false;

  const submit = async () => {
    const body = toProposalBody(form.getFieldsValue(true) as FundFormValues);
    // The contract is the one set of rules: the same message the server would answer.
    const checked = fundProposalRequest.safeParse(body);
    if (!checked.success) {
      void message.error(describeZodIssues(checked.error.issues));
      return;
    }
    try {
      const created = await proposal.mutateAsync(body);
      void message.success(`已提交复核（申请编号 ${created.proposalId.slice(0, 8)}），复核通过后生效`);
    } catch (error) {
      // The server's refusal names the field (or says nothing changed).
      void message.error(error instanceof Error ? error.message : '提交失败，请稍后重试');
    }
  };

  const tabs = [
    { key: 'basic', label: '基本信息', children: <FundBasicTab /> },
    { key: 'limits', label: '交易限制', children: <FundLimitsTab /> },
    { key: 'fees', label: '费率', children: <FundFeesTab /> },
    { key: 'managers', label: '基金经理', children: <FundManagersTab options={fund.managerOptions} /> },
    { key: 'documents', label: '文档', children: <FundDocumentsTab /> },
  ];

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submit()}>
      <Tabs items={tabs.map((tab) => ({ ...tab, forceRender: true }))} />
      <Form.Item label="变更说明（复核人可见）" name="note">
        <Input.TextArea maxLength={200} rows={2} style={{ maxWidth: 600 }} />
      </Form.Item>
      {canPropose ? (
        <Space>
          <Button type="primary" htmlType="submit" loading={proposal.isPending}>
            提交复核
          </Button>
          <Button onClick={() => form.resetFields()}>恢复为当前值</Button>
        </Space>
      ) : (
        <Typography.Text type="secondary">您的角色只能查看基金信息，修改需由基金运营提交复核。</Typography.Text>
      )}
    </Form>
  );
}

export function FundEditPage() {
  const { code = '' } = useParams();
  const { data, isPending, isError } = useOpsFundDetail(code);
  if (isPending) return <Spin />;
  if (isError || !data) return <Result status="404" title="基金不存在" extra={<Link to="/funds">返回基金列表</Link>} />;
  return (
    <Card
      title={
        <Space>
          <Typography.Text strong>{data.basic.name}</Typography.Text>
          <Typography.Text type="secondary">{data.code}</Typography.Text>
        </Space>
      }
      extra={<Link to="/funds">返回基金列表</Link>}
    >
      <FundEditForm key={data.code} fund={data} />
    </Card>
  );
}
