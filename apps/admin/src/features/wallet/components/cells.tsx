import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUtc } from '../../../shared/format';
import { ACCOUNT_KINDS, REQUEST_STATES, type RequestState, type RequestUser } from '../api/types';
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

export function UserCell({ userId, user }: { userId: number; user?: RequestUser }) {
  const label = user ?? '';
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

const STATE_COLORS: Record<RequestState, string> = { review: 'gold', passed: 'green', rejected: 'red' };

const isState = (state: string): state is RequestState => (REQUEST_STATES as readonly string[]).includes(state);

/** A request's state in the operator's language; a state this screen does not know is shown as sent. */
export function StateTag({ state }: { state: string }) {
  const { t } = useTranslation('wallet');
  if (!isState(state)) return <Tag>{state}</Tag>;
  return <Tag color={STATE_COLORS[state]}>{t(`states.${state}`)}</Tag>;
}

/**
 * An account kind (its number or wire field name) by its name in the operator's language; an unknown kind as sent.
 * Comparisons keep using `kindLabel` of api/types (language-independent).
 */
export function useKindName() {
  const { t } = useTranslation('wallet');
  return (kind: number | string | undefined) => {
    const k = ACCOUNT_KINDS.find((a) => a.kind === kind || a.field === kind);
    return k ? t(`kinds.${k.field}`) : String(kind ?? '');
  };
}
