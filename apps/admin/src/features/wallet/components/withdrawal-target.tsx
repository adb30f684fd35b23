import { Flex, Tag, Typography } from 'antd';
import type { WithdrawalRequest } from '../api/types';

const TARGET_LABELS: Record<string, string> = {
  address: 'Address',
  bank: 'Bank card',
  bank_international: 'Intl. card',
};

/** Where the money goes: an address (copyable, monospace) or a card (its fields as the server gives them). */
export function WithdrawalTarget({ w }: { w: Pick<WithdrawalRequest, 'target' | 'target_type'> }) {
  const type = w.target_type ?? 'address';
  const tag = <Tag color={type === 'address' ? 'blue' : 'purple'}>{TARGET_LABELS[type] ?? type}</Tag>;
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
