import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { Section } from '../shared/session/permissions';
import { AdminLayout } from './admin-layout';
import { HomeRedirect, RequireAuth, RequireSection } from './guards';

const UsersPage = lazy(() => import('../features/users/pages/users-page'));
const UserDetailPage = lazy(() => import('../features/users/pages/user-detail-page'));
const KycPage = lazy(() => import('../features/kyc/pages/kyc-page'));
const OutboxPage = lazy(() => import('../features/outbox/pages/outbox-page'));
const DepositsPage = lazy(() => import('../features/wallet/pages/deposits-page'));
const WithdrawalsPage = lazy(() => import('../features/wallet/pages/withdrawals-page'));
const WalletCoinsPage = lazy(() => import('../features/wallet/pages/coins-page'));
const LedgerPage = lazy(() => import('../features/wallet/pages/ledger-page'));
const InstrumentsPage = lazy(() => import('../features/market/pages/instruments-page'));
const FeedPage = lazy(() => import('../features/market/pages/feed-page'));
const FiatsPage = lazy(() => import('../features/market/pages/fiats-page'));
const SpotPairsPage = lazy(() => import('../features/spot/pages/pairs-page'));
const SpotMakerPage = lazy(() => import('../features/spot/pages/maker-page'));
const SpotOrdersPage = lazy(() => import('../features/spot/pages/orders-page'));
const SpotTradesPage = lazy(() => import('../features/spot/pages/trades-page'));
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const NewsPage = lazy(() => import('../features/news/pages/news-page'));
const BannersPage = lazy(() => import('../features/banners/pages/banners-page'));
const FaqPage = lazy(() => import('../features/faq/pages/faq-page'));
const ContentPagesPage = lazy(() => import('../features/pages/pages/content-pages-page'));
const SettingsPage = lazy(() => import('../features/settings/pages/settings-page'));
const AdminsPage = lazy(() => import('../features/admins/pages/admins-page'));
const AuditPage = lazy(() => import('../features/audit/pages/audit-page'));
const SecurityPage = lazy(() => import('../features/security/pages/security-page'));
const PlatformPage = lazy(() => import('../features/platform/pages/platform-page'));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>{children}</Suspense>;
}

/** A screen of `section` at `/<section>` (or `/<section>/<rest>`), behind the section's role gate. */
function section(path: Section, element: ReactNode, rest?: string) {
  return {
    path: rest ? `${path}/${rest}` : path,
    element: (
      <RequireSection section={path}>
        <Loading>{element}</Loading>
      </RequireSection>
    ),
  };
}

export const router = createBrowserRouter(
  [
    {
      path: '/login',
      element: (
        <Loading>
          <LoginPage />
        </Loading>
      ),
    },
    {
      path: '/',
      element: (
        <RequireAuth>
          <AdminLayout />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <HomeRedirect /> },
        section('users', <UsersPage />),
        section('users', <UserDetailPage />, ':id'),
        section('kyc', <KycPage />),
        section('outbox', <OutboxPage />),
        section('deposits', <DepositsPage />),
        section('withdrawals', <WithdrawalsPage />),
        section('wallet-coins', <WalletCoinsPage />),
        section('ledger', <LedgerPage />),
        section('instruments', <InstrumentsPage />),
        section('feed', <FeedPage />),
        section('fiats', <FiatsPage />),
        section('spot-pairs', <SpotPairsPage />),
        section('spot-maker', <SpotMakerPage />),
        section('spot-orders', <SpotOrdersPage />),
        section('spot-trades', <SpotTradesPage />),
        section('news', <NewsPage />),
        section('banners', <BannersPage />),
        section('faq', <FaqPage />),
        section('pages', <ContentPagesPage />),
        section('settings', <SettingsPage />),
        section('admins', <AdminsPage />),
        section('audit', <AuditPage />),
        section('platform', <PlatformPage />),
        // Every admin's own account screen: no section gate.
        {
          path: 'security',
          element: (
            <Loading>
              <SecurityPage />
            </Loading>
          ),
        },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ],
  { basename: '/admin' },
);
