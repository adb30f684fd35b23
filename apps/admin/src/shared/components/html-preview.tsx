import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Renders the HTML of a form field in a sandboxed frame (no scripts, no same-origin access), so a preview of pasted
 * markup can never act with the operator's session. The server sanitizes the HTML again when it is saved.
 */
export function HtmlPreview({ name }: { name: (string | number)[] }) {
  const form = Form.useFormInstance();
  const html = Form.useWatch(name, form) as string | undefined;
  const { t } = useTranslation();
  if (!html?.trim()) return null;
  return (
    <div style={{ marginTop: -12, marginBottom: 16 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('common.preview')}
      </Typography.Text>
      <iframe
        title={t('common.htmlPreview')}
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px/1.5 sans-serif;margin:8px;color:#222}img{max-width:100%}</style>${html}`}
        style={{ width: '100%', height: 180, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
      />
    </div>
  );
}
