import { STAFF_ROLES, type StaffRole } from '@fund-direct/domain/ops';
import { Alert, Form, Modal, Select } from 'antd';
import { useChangeRole } from '../api/change-role.ts';
import type { StaffListItem } from './staff-status.ts';

const ROLE_OPTIONS = (Object.entries(STAFF_ROLES) as [StaffRole, string][]).map(([value, label]) => ({ value, label }));

interface RoleDialogProps {
  staff: StaffListItem | null;
  onClose: () => void;
  onProposed: () => void;
}

// A role change is proposed here and applied when another administrator approves it.
export function RoleDialog({ staff, onClose, onProposed }: RoleDialogProps) {
  const [form] = Form.useForm<{ role: StaffRole }>();
  const change = useChangeRole();
  const submit = async () => {
    if (!staff) return;
    const { role } = await form.validateFields();
    change.mutate({ id: staff.id, role }, { onSuccess: onProposed });
  };
  return (
    <Modal
      open={staff !== null}
      title={`变更 ${staff?.displayName ?? ''} 的角色`}
      okText="提交复核"
      confirmLoading={change.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {change.error ? <Alert type="error" showIcon title={change.error.message} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ role: staff?.role }}>
        <Form.Item name="role" label="新角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
