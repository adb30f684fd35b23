import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function pretty(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

const BOX = {
  margin: 0,
  padding: 12,
  maxHeight: 320,
  overflow: 'auto',
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  fontSize: 12,
} as const;

/** Before and after of an audited change, side by side. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Typography.Text strong>{t('audit.before')}</Typography.Text>
        <pre style={BOX}>{pretty(before)}</pre>
      </Col>
      <Col span={12}>
        <Typography.Text strong>{t('audit.after')}</Typography.Text>
        <pre style={BOX}>{pretty(after)}</pre>
      </Col>
    </Row>
  );
}
