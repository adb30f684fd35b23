import { Avatar, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUtc } from '../../../shared/format';
import type { UserDetail } from '../api/users';
import { LevelTag, LockedTag } from './user-tags';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export function UserProfile({ detail }: { detail: UserDetail }) {
  const { user, inviter } = detail;
  const { t } = useTranslation('accounts');
  const mobile = user.mobile ? `${user.area_code ? `+${user.area_code} ` : ''}${user.mobile}` : '—';
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} styles={{ label: { width: 150 } }}>
      <Descriptions.Item label={t('profile.userId')}>{user.id}</Descriptions.Item>
      <Descriptions.Item label={t('profile.email')}>{dash(user.email)}</Descriptions.Item>
      <Descriptions.Item label={t('profile.mobile')}>{mobile}</Descriptions.Item>
      <Descriptions.Item label={t('profile.nickname')}>
        {user.head_portrait && <Avatar src={user.head_portrait} size="small" style={{ marginRight: 8 }} />}
        {dash(user.nickname)}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.verification')}>
        <LevelTag level={user.real_level} />
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.status')}>
        <LockedTag locked={user.locked} />
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.signature')}>{dash(user.signature)}</Descriptions.Item>
      <Descriptions.Item label={t('profile.creditScore')}>{dash(user.credit_score)}</Descriptions.Item>
      <Descriptions.Item label={t('profile.payPassword')}>
        {user.has_pay_password === undefined ? '—' : user.has_pay_password ? t('profile.set') : t('profile.notSet')}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.inviteCode')}>
        {user.invite_code ? <Typography.Text copyable>{user.invite_code}</Typography.Text> : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.invitedBy')}>
        {inviter ? (
          <Link to={`/users/${inviter.id}`}>
            #{inviter.id} {inviter.email || inviter.mobile || ''}
          </Link>
        ) : (
          '—'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.invitedUsers')}>{detail.invited_count}</Descriptions.Item>
      <Descriptions.Item label={t('profile.activeSessions')}>{detail.sessions.length}</Descriptions.Item>
      <Descriptions.Item label={t('profile.createdAt')}>{formatUtc(user.created_at)}</Descriptions.Item>
      <Descriptions.Item label={t('profile.lastLogin')}>
        {user.last_login_at ? formatUtc(user.last_login_at) : t('profile.never')}
      </Descriptions.Item>
    </Descriptions>
  );
}
