import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import { Suspense, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { logout } from '@/api/logout.ts';
import { menuEntryFor, menuTree, visibleMenuEntries, type OpsMenuEntry } from '@/lib/menu.ts';
import { LOGIN_PATH } from '@/lib/unauthorized.ts';
import { OPS_MENU } from './menu.ts';

const { Header, Sider, Content } = Layout;

function menuItem(entry: OpsMenuEntry) {
  return { key: entry.path, icon: entry.icon, label: <Link to={entry.path}>{entry.label}</Link> };
}

// The console's frame: the side menu of what this staff member may open, the header with who they are, the page.
export function ShellLayout() {
  const me = useCurrentStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = useMemo(() => me.data?.permissions ?? [], [me.data]);
  const tree = useMemo(() => menuTree(visibleMenuEntries(OPS_MENU, permissions)), [permissions]);
  const current = menuEntryFor(OPS_MENU, location.pathname);
  const groupKeys = useMemo(() => tree.flatMap((node) => (node.kind === 'group' ? [node.group] : [])), [tree]);
  const allowed = !current || permissions.includes(current.permission);

  async function signOut() {
    try {
      await logout();
    } finally {
      queryClient.clear();
      await navigate(LOGIN_PATH, { replace: true });
    }
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* Below 992 px the menu folds away behind antd's edge trigger, so a phone shows the page, not the menu. */}
      <Sider width={216} theme="dark" breakpoint="lg" collapsedWidth={0}>
        <div style={{ color: '#fff', fontWeight: 600, fontSize: 16, padding: '18px 20px' }}>沣泽基金运营平台</div>
        <Menu
          theme="dark"
          mode="inline"
          aria-label="功能菜单"
          selectedKeys={current ? [current.path] : []}
          // A staff member's menu is short: every heading stays open.
          defaultOpenKeys={groupKeys}
          items={tree.map((node) =>
            node.kind === 'entry' ? menuItem(node.entry) : { key: node.group, label: node.label, children: node.entries.map(menuItem) },
          )}
        />
      </Sider>
      <Layout>
        <Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', paddingInline: 24 }}>
          {me.data ? (
            <Space size="middle">
              <Typography.Text strong>{me.data.staff.displayName}</Typography.Text>
              <Tag color="blue">{me.data.staff.roleLabel}</Tag>
              <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
                退出登录
              </Button>
            </Space>
          ) : null}
        </Header>
        <Content style={{ margin: 16 }}>
          {allowed ? (
            <Suspense fallback={<Spin />}>
              <Outlet />
            </Suspense>
          ) : (
            <Result status="403" title="无权访问" subTitle={`您的角色没有「${current.label}」的权限。`} />
          )}
        </Content>
      </Layout>
    </Layout>
  );
}
