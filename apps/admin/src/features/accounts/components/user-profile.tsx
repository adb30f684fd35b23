import { Avatar, Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { formatUtc } from '../../../shared/format';
import type { UserDetail } from '../api/users';
import { LevelTag, LockedTag } from './user-tags';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export function UserProfile({ detail }: { detail: UserDetail }) {
  const { user, inviter } = detail;
  const mobile = user.mobile ? `${user.area_code ? `+${user.area_code} ` : ''}${user.mobile}` : '—';
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} styles={{ label: { width: 150 } }}>
      <Descriptions.Item label="User ID">{user.id}</Descriptions.Item>
      <Descriptions.Item label="Email">{dash(user.email)}</Descriptions.Item>
      <Descriptions.Item label="Mobile">{mobile}</Descriptions.Item>
      <Descriptions.Item label="Nickname">
        {user.head_portrait && <Avatar src={user.head_portrait} size="small" style={{ marginRight: 8 }} />}
        {dash(user.nickname)}
      </Descriptions.Item>
      <Descriptions.Item label="Verification">
        <LevelTag level={user.real_level} />
      </Descriptions.Item>
      <Descriptions.Item label="Status">
        <LockedTag locked={user.locked} />
      </Descriptions.Item>
      <Descriptions.Item label="Signature">{dash(user.signature)}</Descriptions.Item>
      <Descriptions.Item label="Credit score">{dash(user.credit_score)}</Descriptions.Item>
      <Descriptions.Item label="Pay password">
        {user.has_pay_password === undefined ? '—' : user.has_pay_password ? 'Set' : 'Not set'}
      </Descriptions.Item>
      <Descriptions.Item label="Invite code">
        {user.invite_code ? <Typography.Text copyable>{user.invite_code}</Typography.Text> : '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Invited by">
        {inviter ? (
          <Link to={`/users/${inviter.id}`}>
            #{inviter.id} {inviter.email || inviter.mobile || ''}
          </Link>
        ) : (
          '—'
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Invited users">{detail.invited_count}</Descriptions.Item>
      <Descriptions.Item label="Active sessions">{detail.sessions.length}</Descriptions.Item>
      <Descriptions.Item label="Created (UTC)">{formatUtc(user.created_at)}</Descriptions.Item>
      <Descriptions.Item label="Last login (UTC)">
        {user.last_login_at ? formatUtc(user.last_login_at) : 'never'}
      </Descriptions.Item>
    </Descriptions>
  );
}
