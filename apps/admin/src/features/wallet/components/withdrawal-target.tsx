import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRequest } from '../api/types';

const TARGET_TYPES = ['address', 'bank', 'bank_international'] as const;
const isKnown = (type: string): type is (typeof TARGET_TYPES)[number] =>
  (TARGET_TYPES as readonly string[]).includes(type);

/** Where the money goes: an address (copyable, monospace) or a card (its fields as the server gives them). */
export function WithdrawalTarget({ w }: { w: Pick<WithdrawalRequest, 'target' | 'target_type'> }) {
  const { t } = useTranslation('wallet');
  const type = w.target_type ?? 'address';
  const tag = <Tag color={type === 'address' ? 'blue' : 'purple'}>{isKnown(type) ? t(`targets.${type}`) : type}</Tag>;
  if (w.target && typeof w.target === 'object') {
    const fields = Object.entries(w.target).filter(([, v]) => v);
    return (
      <Flex vertical align="flex-start" gap={2}>
        {tag}
        {fields.map(([k, v]) => (
          <Typography.Text key={k} style={{ fontSize: 12 }}>
            <Typography.Text type="secondary">{k.replace(/_/g, ' ')}: </Typography.Text>
            {v}
          </Typography.Text>
        ))}
      </Flex>
    );
  }
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
