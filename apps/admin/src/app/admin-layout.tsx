import { LogoutOutlined } from '@ant-design/icons';
import { pickLang } from '@app/i18n';
import { Button, Flex, Layout, Menu, type MenuProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '../features/admin/api/auth';
import { LanguagePicker } from '../shared/components/language-picker';
import { useSession } from '../shared/session/session-store';
import { entryLabel, groupLabel, visibleMenu } from './menu';

const ROLE_COLORS = { super: 'red', finance: 'gold', support: 'blue', content: 'green' } as const;

export function AdminLayout() {
  const admin = useSession((s) => s.admin);
  const logout = useLogout();
  const { t, i18n } = useTranslation();
  const lang = pickLang(i18n.resolvedLanguage ?? i18n.language);
  const { pathname } = useLocation();
  const selected = pathname.split('/')[1] ?? '';

  const items: MenuProps['items'] = visibleMenu(admin?.role).map(({ group, items }) => ({
    type: 'group' as const,
    key: group,
    label: groupLabel(group, lang),
    children: items.map((item) => ({
      key: item.path,
      icon: item.icon,
      label: (
        <Link to={`/${item.path}`} data-testid={`menu-${item.path}`}>
          {entryLabel(item, lang)}
        </Link>
      ),
    })),
  }));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="dark">
        <Typography.Title level={5} style={{ color: '#fff', margin: 0, padding: '20px 24px' }}>
          {t('layout.title')}
        </Typography.Title>
        <Menu theme="dark" mode="inline" selectedKeys={[selected]} items={items} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 24px', borderBottom: '1px solid #f0f0f0' }}>
          <Flex justify="flex-end" align="center" gap={12} style={{ height: '100%' }}>
            <LanguagePicker />
            <Typography.Text data-testid="admin-current-email">{admin?.email}</Typography.Text>
            {admin && (
              <Tag color={ROLE_COLORS[admin.role]} data-testid="admin-current-role">
                {t(`roles.${admin.role}`)}
              </Tag>
            )}
            <Button
              icon={<LogoutOutlined />}
              onClick={() => logout.mutate()}
              loading={logout.isPending}
              data-testid="admin-logout"
            >
              {t('layout.logout')}
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
