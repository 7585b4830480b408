import { formatDate } from '@fund-direct/domain/format';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useDisableStaff } from './api/disable-staff.ts';
import { useEnableStaff } from './api/enable-staff.ts';
import { useResetStaff } from './api/reset-staff.ts';
import { useStaffList } from './api/staff-list.ts';
import { useUnlockStaff } from './api/unlock-staff.ts';
import { CreateStaffDialog } from './components/create-staff-dialog.tsx';
import { OneTimePasswordDialog, type OneTimePassword } from './components/one-time-password-dialog.tsx';
import { RoleDialog } from './components/role-dialog.tsx';
import { StaffProposalsCard } from './components/staff-proposals-card.tsx';
import { staffStatus, type StaffListItem } from './components/staff-status.ts';

const PROPOSED = '已提交申请，待另一名管理员复核后生效';

// 员工管理 (staff.manage): accounts and roles. Creating, role changes, resets and enabling are proposals another
// administrator approves (the card above the list); disabling and unlocking take effect at once.
export function StaffPage() {
  const { message } = App.useApp();
  const list = useStaffList();
  const me = useCurrentStaff();
  const reset = useResetStaff();
  const disable = useDisableStaff();
  const enable = useEnableStaff();
  const unlock = useUnlockStaff();
  const [creating, setCreating] = useState(false);
  const [changingRole, setChangingRole] = useState<StaffListItem | null>(null);
  const [issued, setIssued] = useState<OneTimePassword | null>(null);
  const proposed = () => void message.success(PROPOSED);
  const failed = (error: Error) => void message.error(error.message);

  const confirm = (title: string, description: string, label: string, run: () => Promise<unknown>, danger = false) => (
    <Popconfirm
      title={title}
      description={description}
      okText={label}
      okButtonProps={{ danger }}
      cancelText="取消"
      onConfirm={() => run().catch(failed)}
    >
      <Button size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );

  const actions = (staff: StaffListItem) => {
    // An administrator does not manage their own account: another administrator does.
    if (staff.id === me.data?.staff.id) return <Tag>当前账号</Tag>;
    if (staff.disabled)
      return confirm(`申请启用 ${staff.displayName}？`, '另一名管理员批准后该账号可再次登录。', '启用', () =>
        enable.mutateAsync(staff.id).then(proposed),
      );
    return (
      <Space wrap>
        {staff.locked
          ? confirm(`解除 ${staff.displayName} 的登录锁定？`, '清除该账号在所有地址的登录失败记录，立即生效并记入审计日志。', '解锁', () =>
              unlock.mutateAsync(staff.id).then(() => void message.success(`已解除 ${staff.displayName} 的登录锁定`)),
            )
          : null}
        <Button size="small" onClick={() => setChangingRole(staff)}>
          变更角色
        </Button>
        {confirm(
          `申请重置 ${staff.displayName} 的密码？`,
          '另一名管理员批准后生成新的一次性密码，员工须重新绑定动态口令。',
          '重置密码',
          () => reset.mutateAsync(staff.id).then(proposed),
        )}
        {confirm(
          `停用 ${staff.displayName}？`,
          '停用后该账号不能再登录，已登录的会话立即失效。',
          '停用',
          () => disable.mutateAsync(staff.id).then(() => void message.success(`已停用 ${staff.displayName}`)),
          true,
        )}
      </Space>
    );
  };

  const columns = [
    { title: '用户名', dataIndex: 'username', key: 'username' },
    { title: '姓名', dataIndex: 'displayName', key: 'displayName' },
    { title: '角色', dataIndex: 'roleLabel', key: 'roleLabel' },
    {
      title: '状态',
      key: 'status',
      render: (_: unknown, staff: StaffListItem) => {
        const status = staffStatus(staff);
        return <Tag color={status.color}>{status.label}</Tag>;
      },
    },
    {
      title: '最近登录',
      key: 'lastLoginAt',
      render: (_: unknown, staff: StaffListItem) => formatDate(staff.lastLoginAt, 'YYYY-MM-DD HH:mm'),
    },
    { title: '创建时间', key: 'createdAt', render: (_: unknown, staff: StaffListItem) => formatDate(staff.createdAt, 'YYYY-MM-DD HH:mm') },
    { title: '操作', key: 'actions', render: (_: unknown, staff: StaffListItem) => actions(staff) },
  ];

  return (
    <>
      <StaffProposalsCard myId={me.data?.staff.id} onIssued={setIssued} />
      <Card
        title="员工管理"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建员工
          </Button>
        }
      >
        {list.error ? <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} /> : null}
        <Table<StaffListItem>
          rowKey="id"
          loading={list.isPending}
          columns={columns}
          dataSource={list.data?.list ?? []}
          pagination={false}
        />
      </Card>
      <CreateStaffDialog
        open={creating}
        onClose={() => setCreating(false)}
        onProposed={() => {
          setCreating(false);
          proposed();
        }}
      />
      <RoleDialog
        staff={changingRole}
        onClose={() => setChangingRole(null)}
        onProposed={() => {
          setChangingRole(null);
          proposed();
        }}
      />
      <OneTimePasswordDialog value={issued} onClose={() => setIssued(null)} />
    </>
  );
}
