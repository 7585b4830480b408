import { staffCreateBody, usernameSchema } from '@fund-direct/domain/contracts/ops';
import { STAFF_ROLES, type StaffRole } from '@fund-direct/domain/ops';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import { useCreateStaff } from '../api/create-staff.ts';

const ROLE_OPTIONS = (Object.entries(STAFF_ROLES) as [StaffRole, string][]).map(([value, label]) => ({ value, label }));

interface CreateStaffDialogProps {
  open: boolean;
  onClose: () => void;
  // The account exists once another administrator approves; the one-time password goes to them.
  onProposed: () => void;
}

export function CreateStaffDialog({ open, onClose, onProposed }: CreateStaffDialogProps) {
  const [form] = Form.useForm<{ username: string; displayName: string; role: StaffRole }>();
  const create = useCreateStaff();
  const submit = async () => {
    const values = await form.validateFields();
    create.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        onProposed();
      },
    });
  };
  return (
    <Modal
      open={open}
      title="新建员工"
      okText="提交复核"
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {create.error ? <Alert type="error" showIcon title={create.error.message} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="username" label="用户名" rules={[zodRule(usernameSchema, '请输入用户名')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="displayName" label="姓名" rules={[zodRule(staffCreateBody.shape.displayName, '请输入姓名')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={ROLE_OPTIONS} placeholder="请选择角色" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
