import {
  AccountBookOutlined,
  AuditOutlined,
  ControlOutlined,
  DashboardOutlined,
  DollarOutlined,
  DownloadOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LogoutOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  SafetyOutlined,
  SettingOutlined,
  StockOutlined,
  SwapOutlined,
  TeamOutlined,
  TransactionOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Flex, Layout, Menu, type MenuProps, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '../features/auth/api';
import type { Section } from '../shared/session/permissions';
import { useSession } from '../shared/session/session-store';
import { visibleMenu } from './menu';

const MENU: Record<Section, { label: string; icon: ReactNode }> = {
  users: { label: 'Users', icon: <UserOutlined /> },
  kyc: { label: 'Identity reviews', icon: <IdcardOutlined /> },
  outbox: { label: 'Dev outbox', icon: <MailOutlined /> },
  deposits: { label: 'Deposits', icon: <DownloadOutlined /> },
  withdrawals: { label: 'Withdrawals', icon: <UploadOutlined /> },
  'wallet-coins': { label: 'Coin settings', icon: <ControlOutlined /> },
  ledger: { label: 'Ledger summary', icon: <AccountBookOutlined /> },
  instruments: { label: 'Instruments', icon: <StockOutlined /> },
  feed: { label: 'Feed settings', icon: <LineChartOutlined /> },
  fiats: { label: 'Fiat rates', icon: <DollarOutlined /> },
  'spot-pairs': { label: 'Pairs', icon: <SwapOutlined /> },
  'spot-maker': { label: 'Market maker', icon: <RobotOutlined /> },
  'spot-orders': { label: 'Orders', icon: <ProfileOutlined /> },
  'spot-trades': { label: 'Trades', icon: <TransactionOutlined /> },
  news: { label: 'News', icon: <NotificationOutlined /> },
  banners: { label: 'Banners', icon: <PictureOutlined /> },
  faq: { label: 'FAQ', icon: <QuestionCircleOutlined /> },
  pages: { label: 'Pages', icon: <FileTextOutlined /> },
  settings: { label: 'Site settings', icon: <SettingOutlined /> },
  admins: { label: 'Admins', icon: <TeamOutlined /> },
  audit: { label: 'Audit log', icon: <AuditOutlined /> },
  platform: { label: 'Platform', icon: <DashboardOutlined /> },
};

const ROLE_COLORS = { super: 'red', finance: 'gold', support: 'blue', content: 'green' } as const;

export function AdminLayout() {
  const admin = useSession((s) => s.admin);
  const logout = useLogout();
  const { pathname } = useLocation();
  const selected = pathname.split('/')[1] ?? '';

  const item = (s: Section) => ({
    key: s,
    icon: MENU[s].icon,
    label: (
      <Link to={`/${s}`} data-testid={`menu-${s}`}>
        {MENU[s].label}
      </Link>
    ),
  });
  const items: MenuProps['items'] = [
    ...visibleMenu(admin?.role).map((g) => ({
      type: 'group' as const,
      key: g.label,
      label: g.label,
      children: g.sections.map(item),
    })),
    // The admin's own account (two-factor authentication): every role.
    {
      type: 'group' as const,
      key: 'Account',
      label: 'Account',
      children: [
        {
          key: 'security',
          icon: <SafetyOutlined />,
          label: (
            <Link to="/security" data-testid="menu-security">
              Security
            </Link>
          ),
        },
      ],
    },
  ];

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
