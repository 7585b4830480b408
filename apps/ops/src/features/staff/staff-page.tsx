import { formatDate } from '@fund-direct/domain/format';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useDisableStaff } from './api/disable-staff.ts';
import { useResetStaff } from './api/reset-staff.ts';
import { useStaffList } from './api/staff-list.ts';
import { CreateStaffDialog } from './components/create-staff-dialog.tsx';
import { OneTimePasswordDialog, type OneTimePassword } from './components/one-time-password-dialog.tsx';
import { staffStatus, type StaffListItem } from './components/staff-status.ts';

// 员工管理 (staff.manage): accounts, roles, one-time passwords, disabling.
export function StaffPage() {
  const { message } = App.useApp();
  const list = useStaffList();
  const me = useCurrentStaff();
  const reset = useResetStaff();
  const disable = useDisableStaff();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<OneTimePassword | null>(null);

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
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, staff: StaffListItem) => {
        // An administrator does not lock themselves out: their own account is managed by another administrator.
        if (staff.id === me.data?.staff.id) return <Tag>当前账号</Tag>;
        if (staff.disabled) return null;
        return (
          <Space>
            <Popconfirm
              title={`重置 ${staff.displayName} 的密码？`}
              description="将生成新的一次性密码，员工须重新绑定动态口令。"
              okText="重置"
              cancelText="取消"
              onConfirm={() =>
                reset.mutateAsync(staff.id).then(
                  (result) => setIssued({ username: result.username, oneTimePassword: result.oneTimePassword, reason: '重置' }),
                  (error: Error) => void message.error(error.message),
                )
              }
            >
              <Button size="small">重置密码</Button>
            </Popconfirm>
            <Popconfirm
              title={`停用 ${staff.displayName}？`}
              description="停用后该账号不能再登录，已登录的会话立即失效。"
              okText="停用"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() =>
                disable.mutateAsync(staff.id).then(
                  () => void message.success(`已停用 ${staff.displayName}`),
                  (error: Error) => void message.error(error.message),
                )
              }
            >
              <Button size="small" danger>
                停用
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title="员工管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建员工
        </Button>
      }
    >
      {list.error ? <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<StaffListItem> rowKey="id" loading={list.isPending} columns={columns} dataSource={list.data?.list ?? []} pagination={false} />
      <CreateStaffDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setIssued({ username: created.username, oneTimePassword: created.oneTimePassword, reason: '创建' });
        }}
      />
      <OneTimePasswordDialog value={issued} onClose={() => setIssued(null)} />
    </Card>
  );
}
