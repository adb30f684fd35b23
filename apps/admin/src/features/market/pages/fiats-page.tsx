import { EditOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Switch, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { YesNoTag } from '../../../shared/components/published-tag';
import { type FiatInput, type FiatRate, useFiats, useSaveFiat } from '../api';

/**
 * A positive decimal string with at most 12 integer and 8 fraction digits, as the server accepts (rates stay strings
 * end to end; never parsed into a float).
 */
const RATE_PATTERN = /^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,8})?$/;

function FiatModal({ fiat, onClose }: { fiat: FiatRate | null; onClose: () => void }) {
  const [form] = Form.useForm<FiatInput>();
  const save = useSaveFiat();
  const { t } = useTranslation(['market', 'shell']);
  /** Only what changed is sent (the server takes either field), so toggling never re-validates an old rate. */
  const submit = async (v: FiatInput) => {
    if (!fiat) return;
    const rate = v.rate.trim();
    const input: Partial<FiatInput> = {};
    if (rate !== fiat.rate) input.rate = rate;
    if (v.enabled !== fiat.enabled) input.enabled = v.enabled;
    if (Object.keys(input).length > 0) await save.mutateAsync({ code: fiat.currency_code, input });
    onClose();
  };

  return (
    <Modal
      title={fiat ? t('fiats.editTitle', { code: fiat.currency_code }) : ''}
      open={fiat !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('shell:common.save')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'fiat-save' } as Record<string, string>}
      destroyOnHidden
    >
      {fiat && (
        <Form<FiatInput>
          form={form}
          layout="vertical"
          initialValues={{ rate: fiat.rate, enabled: fiat.enabled }}
          onFinish={(v) => submit(v).catch(() => undefined)}
          preserve={false}
        >
          <Form.Item
            label={t('fiats.rateOf', { code: fiat.currency_code })}
            name="rate"
            rules={[
              { required: true, whitespace: true },
              {
                validator: (_, value?: string) =>
                  !value || value.trim() === fiat.rate || RATE_PATTERN.test(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('fiats.rateRule'))),
              },
            ]}
          >
            <Input inputMode="decimal" data-testid="fiat-rate" />
          </Form.Item>
          <Form.Item label={t('fiats.enabled')} name="enabled" valuePropName="checked" extra={t('fiats.enabledExtra')}>
            <Switch data-testid="fiat-enabled" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

export default function FiatsPage() {
  const fiats = useFiats();
  const [editing, setEditing] = useState<FiatRate | null>(null);
  const { t } = useTranslation(['market', 'shell']);

  const columns: TableColumnsType<FiatRate> = [
    { title: t('fiats.code'), dataIndex: 'currency_code', width: 100, render: (v: string) => <strong>{v}</strong> },
    { title: t('fiats.symbol'), dataIndex: 'symbol', width: 90, render: (v: string) => v || '—' },
    { title: t('fiats.name'), dataIndex: 'name', render: (v: string) => v || '—' },
    {
      title: t('fiats.rate'),
      dataIndex: 'rate',
      width: 200,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: t('fiats.enabled'),
      dataIndex: 'enabled',
      width: 110,
      render: (v: boolean) => <YesNoTag value={v} yes={t('fiats.on')} no={t('fiats.off')} />,
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 100,
      render: (_, f) => (
        <Button
          size="small"
          type="link"
          icon={<EditOutlined />}
          onClick={() => setEditing(f)}
          data-testid={`fiat-edit-${f.currency_code}`}
        >
          {t('shell:common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('fiats.title')} />
      <Typography.Paragraph type="secondary">{t('fiats.intro')}</Typography.Paragraph>
      <Table<FiatRate>
        rowKey="currency_code"
        size="middle"
        columns={columns}
        dataSource={fiats.data ?? []}
        loading={fiats.isFetching}
        pagination={false}
        onRow={(f) => ({ 'data-testid': `fiat-row-${f.currency_code}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('fiats.empty')} /> }}
      />
      <FiatModal fiat={editing} onClose={() => setEditing(null)} />
    </>
  );
}
