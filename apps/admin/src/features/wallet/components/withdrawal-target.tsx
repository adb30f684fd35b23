import { WITHDRAW_TARGET_TYPES } from '@app/api/wallet';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRequest } from '../api/types';

const isKnown = (type: string): type is (typeof WITHDRAW_TARGET_TYPES)[number] =>
  (WITHDRAW_TARGET_TYPES as readonly string[]).includes(type);

/** Where the money goes: an address (copyable, monospace) or a card, as the one line of text the server gives. */
export function WithdrawalTarget({ w }: { w: Pick<WithdrawalRequest, 'target' | 'target_type'> }) {
  const { t } = useTranslation('wallet');
  const type = w.target_type ?? 'address';
  const tag = <Tag color={type === 'address' ? 'blue' : 'purple'}>{isKnown(type) ? t(`targets.${type}`) : type}</Tag>;
  const text = w.target || '—';
  return (
    <Flex vertical align="flex-start" gap={2} style={{ minWidth: 0, maxWidth: '100%' }}>
      {tag}
      <Typography.Text
        code={type === 'address'}
        copyable={w.target ? { text } : false}
        ellipsis={{ tooltip: text }}
        style={{ fontSize: 12, maxWidth: '100%' }}
      >
        {text}
      </Typography.Text>
    </Flex>
  );
}
