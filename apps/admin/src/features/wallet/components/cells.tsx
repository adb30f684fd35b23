import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatUtc } from '../../../shared/format';
import type { RequestState, RequestUser } from '../api/types';
import { isNegativeAmount, isZeroAmount, signed } from './amount';

/** Date over time (UTC): the queues need the width for the money columns. */
export function TimeCell({ value }: { value: string | null | undefined }) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  const [date, time] = formatUtc(value).split(' ');
  return (
    <Flex vertical>
      <span style={{ whiteSpace: 'nowrap' }}>{date}</span>
      <Typography.Text type="secondary">{time}</Typography.Text>
    </Flex>
  );
}

function userLabel(user: RequestUser | undefined): string {
  if (!user) return '';
  if (typeof user === 'string') return user;
  return user.email || user.mobile || '';
}

export function UserCell({ userId, user }: { userId: number; user?: RequestUser }) {
  const label = userLabel(user);
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Link to={`/users/${userId}`}>#{userId}</Link>
      {label && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: label }}>
          {label}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** An amount exactly as the server sent it, in tabular figures so columns line up. */
export function Money({ value, coin, strong }: { value: string; coin?: string; strong?: boolean }) {
  return (
    <Typography.Text strong={strong} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {value}
      {coin && <Typography.Text type="secondary"> {coin}</Typography.Text>}
    </Typography.Text>
  );
}

/** A signed amount: credits green with a `+`, debits red. */
export function SignedMoney({ value }: { value: string }) {
  const color = isZeroAmount(value) ? undefined : isNegativeAmount(value) ? '#cf1322' : '#389e0d';
  return (
    <span style={{ color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 500 }}>
      {signed(value)}
    </span>
  );
}

const STATE_TAGS: Record<RequestState, { label: string; color: string }> = {
  review: { label: 'In review', color: 'gold' },
  passed: { label: 'Passed', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

export function StateTag({ state }: { state: string }) {
  const s = STATE_TAGS[state as RequestState] ?? { label: state, color: 'default' };
  return <Tag color={s.color}>{s.label}</Tag>;
}

export const TAB_LABELS: Record<RequestState, string> = { review: 'In review', passed: 'Passed', rejected: 'Rejected' };
