import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCanDo, useCanEdit } from '../../../shared/session/permissions';
import { AdjustButton } from '../../wallet/components/adjust-button';
import { UserBalances } from '../../wallet/components/user-balances';
import { UserJournal } from '../../wallet/components/user-journal';
import { useUser } from '../api/users';
import { BankCards } from '../components/bank-cards';
import { LockButton } from '../components/lock-button';
import { TwoFactorResetButton, TwoFactorTag } from '../components/two-factor-reset';
import { UserAddresses } from '../components/user-addresses';
import { UserLogins } from '../components/user-logins';
import { UserProfile } from '../components/user-profile';
import { UserReviews } from '../components/user-reviews';
import { UserSessions } from '../components/user-sessions';
import { LockedTag } from '../components/user-tags';

export default function UserDetailPage() {
  const raw = useParams().id;
  const id = Number(raw);
  const navigate = useNavigate();
  const location = useLocation();
  const detail = useUser(id);
  const editable = useCanEdit('users');
  const wallet = useCanDo('user-wallet');
  const adjustable = useCanDo('user-adjust');
  const { t } = useTranslation('accounts');
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => (location.key === 'default' ? navigate('/users') : navigate(-1))}
    >
      {t('detail.back')}
    </Button>
  );

  if (!Number.isInteger(id) || id <= 0 || detail.isError) {
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={detail.error?.message ?? t('detail.noUser', { id: raw })}
        extra={back}
      />
    );
  }
  if (!detail.data) return <Skeleton active paragraph={{ rows: 10 }} />;

  const { user, addresses, cards, reviews, sessions, logins } = detail.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center">
        <Flex gap={12} align="center">
          {back}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('detail.title', { id: user.id })} {user.email || user.mobile}
          </Typography.Title>
          <LockedTag locked={user.locked} />
          <TwoFactorTag on={detail.data.two_factor} />
        </Flex>
        <Flex gap={8}>
          {adjustable && (
            <AdjustButton userId={user.id} who={user.email || user.mobile || t('detail.userRef', { id: user.id })} />
          )}
          {editable && detail.data.two_factor && <TwoFactorResetButton userId={user.id} />}
          {editable && <LockButton user={user} />}
        </Flex>
      </Flex>
      <Card size="small" title={t('detail.profile')}>
        <UserProfile detail={detail.data} />
      </Card>
      {wallet && (
        <Card size="small" title={t('detail.balances')}>
          <UserBalances userId={user.id} />
        </Card>
      )}
      {wallet && (
        <Card size="small" title={t('detail.journal')}>
          <UserJournal userId={user.id} />
        </Card>
      )}
      <Card size="small" title={t('detail.reviews', { n: reviews.length })}>
        <UserReviews reviews={reviews} />
      </Card>
      <Card size="small" title={t('detail.addresses', { n: addresses.length })}>
        <UserAddresses addresses={addresses} />
      </Card>
      <Card size="small" title={t('detail.cards', { n: cards.length })}>
        <BankCards cards={cards} />
      </Card>
      <Card size="small" title={t('detail.sessions', { n: sessions.length })}>
        <UserSessions sessions={sessions} />
      </Card>
      <Card size="small" title={t('logins.title', { n: logins.length })}>
        <UserLogins logins={logins} />
      </Card>
    </Space>
  );
}
