import {
  AuditOutlined,
  FileTextOutlined,
  LogoutOutlined,
  NotificationOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Flex, Layout, Menu, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '../features/auth/api';
import { canUse, SECTIONS, type Section } from '../shared/session/permissions';
import { useSession } from '../shared/session/session-store';

const MENU: Record<Section, { label: string; icon: ReactNode }> = {
  news: { label: 'News', icon: <NotificationOutlined /> },
  banners: { label: 'Banners', icon: <PictureOutlined /> },
  faq: { label: 'FAQ', icon: <QuestionCircleOutlined /> },
  pages: { label: 'Pages', icon: <FileTextOutlined /> },
  settings: { label: 'Site settings', icon: <SettingOutlined /> },
  admins: { label: 'Admins', icon: <TeamOutlined /> },
  audit: { label: 'Audit log', icon: <AuditOutlined /> },
};

const ROLE_COLORS = { super: 'red', finance: 'gold', support: 'blue', content: 'green' } as const;

export function AdminLayout() {
  const admin = useSession((s) => s.admin);
  const logout = useLogout();
  const { pathname } = useLocation();
  const selected = pathname.split('/')[1] ?? '';

  const items = SECTIONS.filter((s) => canUse(admin?.role, s)).map((s) => ({
    key: s,
    icon: MENU[s].icon,
    label: (
      <Link to={`/${s}`} data-testid={`menu-${s}`}>
        {MENU[s].label}
      </Link>
    ),
  }));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="dark">
        <Typography.Title level={5} style={{ color: '#fff', margin: 0, padding: '20px 24px' }}>
          Back office
        </Typography.Title>
        <Menu theme="dark" mode="inline" selectedKeys={[selected]} items={items} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 24px', borderBottom: '1px solid #f0f0f0' }}>
          <Flex justify="flex-end" align="center" gap={12} style={{ height: '100%' }}>
            <Typography.Text data-testid="admin-current-email">{admin?.email}</Typography.Text>
            {admin && (
              <Tag color={ROLE_COLORS[admin.role]} data-testid="admin-current-role">
                {admin.role}
              </Tag>
            )}
            <Button
              icon={<LogoutOutlined />}
              onClick={() => logout.mutate()}
              loading={logout.isPending}
              data-testid="admin-logout"
            >
              Log out
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ margin: 24, padding: 24, background: '#fff', borderRadius: 8 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
