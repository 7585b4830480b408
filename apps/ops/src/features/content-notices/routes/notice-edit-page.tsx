import { NOTICE_GROUPS } from '@fund-direct/domain/codes';
import { NOTICE_LIMITS, noticeSaveRequest, type OpsNoticeDetailResponse } from '@fund-direct/domain/contracts/ops';
import { describeZodIssues } from '@fund-direct/domain/errors';
import { Alert, App, Button, Card, Form, Input, Result, Select, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RichTextEditor } from '@/components/rich-text-editor.tsx';
import { useCreateNotice } from '../api/notice-create.ts';
import { useSubmitNotice } from '../api/notice-submit.ts';
import { useUpdateNotice } from '../api/notice-update.ts';
import { useOpsNotice } from '../api/ops-notice-detail.ts';
import { NoticeAttachmentsField } from '../components/notice-attachments-field.tsx';
import { NoticeStateTag } from '../components/notice-state-tag.tsx';
import { toFormValues, toSaveBody, type NoticeFormValues } from '../notice-form-values.ts';

const groupOptions = Object.entries(NOTICE_GROUPS).map(([value, label]) => ({ value, label }));
const errorText = (error: unknown) => (error instanceof Error ? error.message : '保存失败，请稍后重试');

function stateNotice(notice: OpsNoticeDetailResponse) {
  if (notice.pendingKind === 'notice.publish') return <Alert type="warning" showIcon title="发布申请等待复核，复核完成前不能修改" />;
  if (notice.pendingKind === 'notice.unpublish')
    return <Alert type="warning" showIcon title="下线申请等待复核，复核通过前公告仍在网站展示" />;
  if (notice.rejectReason)
    return <Alert type="error" showIcon title={`发布申请被驳回：${notice.rejectReason}`} description="修改后可再次提交发布" />;
  if (notice.state === 'published')
    return <Alert type="info" showIcon title="已发布的公告不能直接修改：如需更正，请申请下线后修改，或发布更正公告" />;
  return null;
}

// The editor of one notice. Saving keeps a draft; 保存并提交发布 also sends it to the checker ('notice.publish').
function NoticeForm({ notice }: { notice?: OpsNoticeDetailResponse }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<NoticeFormValues>();
  const initialValues = useMemo(() => toFormValues(notice, new Date()), [notice]);
  const create = useCreateNotice();
  const update = useUpdateNotice(notice?.id ?? 0);
  const submit = useSubmitNotice();
  const editable = notice === undefined || notice.actions.includes('edit');
  const busy = create.isPending || update.isPending || submit.isPending;

  const save = async (andSubmit: boolean) => {
    await form.validateFields();
    const body = toSaveBody(form.getFieldsValue(true) as NoticeFormValues);
    // The contract is the one set of rules: the same message the server would answer.
    const checked = noticeSaveRequest.safeParse(body);
    if (!checked.success) {
      void message.error(describeZodIssues(checked.error.issues));
      return;
    }
    try {
      const { id } = notice ? await update.mutateAsync(body) : await create.mutateAsync(body);
      if (andSubmit) {
        const created = await submit.mutateAsync({ id });
        void message.success(`已提交复核（申请编号 ${created.proposalId.slice(0, 8)}），复核通过后发布`);
        void navigate('/notices');
        return;
      }
      void message.success('草稿已保存');
      if (!notice) void navigate(`/notices/${id}`, { replace: true });
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} disabled={!editable} style={{ maxWidth: 960 }}>
      <Form.Item label="标题" name="title" rules={[{ required: true, whitespace: true, message: '标题不能为空' }]}>
        <Input maxLength={NOTICE_LIMITS.title} showCount />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label="公告类别" name="group" rules={[{ required: true, message: '请选择公告类别' }]}>
          <Select options={groupOptions} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="关联基金代码（选填）" name="fundCode" tooltip="填写后公告同时列在该基金详情页的基金公告中">
          <Input maxLength={6} style={{ width: 160 }} placeholder="如 000288" />
        </Form.Item>
        <Form.Item
          label="发布时间（北京时间）"
          name="publishAt"
          tooltip="复核通过后于该时间发布；晚于当前时间即为定时发布"
          rules={[{ required: true, message: '请选择发布时间' }]}
        >
          <Input type="datetime-local" style={{ width: 220 }} />
        </Form.Item>
      </Space>
      <Form.Item label="正文" name="contentHtml">
        {editable ? <RichTextEditor /> : <div className="notice-preview" dangerouslySetInnerHTML={{ __html: notice?.contentHtml ?? '' }} />}
      </Form.Item>
      <Form.Item label="PDF附件">
        <NoticeAttachmentsField disabled={!editable} />
      </Form.Item>
      {editable ? (
        <Space>
          <Button onClick={() => void save(false).catch(() => undefined)} loading={busy}>
            保存草稿
          </Button>
          <Button type="primary" onClick={() => void save(true).catch(() => undefined)} loading={busy}>
            保存并提交发布
          </Button>
        </Space>
      ) : null}
    </Form>
  );
}

export function NoticeCreatePage() {
  return (
    <Card title="新建公告" extra={<Link to="/notices">返回列表</Link>}>
      <NoticeForm />
    </Card>
  );
}

export function NoticeEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, error } = useOpsNotice(valid ? id : 0);
  if (!valid || error) return <Result status="404" title="该公告不存在" extra={<Link to="/notices">返回列表</Link>} />;
  if (isLoading || !data) return <Spin />;
  return (
    <Card
      title={
        <Space>
          {data.actions.includes('edit') ? '编辑公告' : '查看公告'}
          <NoticeStateTag notice={data} />
        </Space>
      }
      extra={<Link to="/notices">返回列表</Link>}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {stateNotice(data)}
        <NoticeForm key={`${data.id}-${data.updatedAt ?? ''}-${data.state}`} notice={data} />
      </Space>
    </Card>
  );
}
