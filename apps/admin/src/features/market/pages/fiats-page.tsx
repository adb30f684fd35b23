import { EditOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Switch, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
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
      title={fiat ? `Edit ${fiat.currency_code}` : ''}
      open={fiat !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Save"
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
            label={`Rate (${fiat.currency_code} per 1 USD)`}
            name="rate"
            rules={[
              { required: true, whitespace: true },
              {
                validator: (_, value?: string) =>
                  !value || value.trim() === fiat.rate || RATE_PATTERN.test(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error('A positive number: up to 12 digits, up to 8 decimals (e.g. 7.2345)')),
              },
            ]}
          >
            <Input inputMode="decimal" data-testid="fiat-rate" />
          </Form.Item>
          <Form.Item
            label="Enabled"
            name="enabled"
            valuePropName="checked"
            extra="Offered to users as a display currency"
          >
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

  const columns: TableColumnsType<FiatRate> = [
    { title: 'Code', dataIndex: 'currency_code', width: 100, render: (v: string) => <strong>{v}</strong> },
    { title: 'Symbol', dataIndex: 'symbol', width: 90, render: (v: string) => v || '—' },
    { title: 'Name', dataIndex: 'name', render: (v: string) => v || '—' },
    {
      title: 'Rate (per 1 USD)',
      dataIndex: 'rate',
      width: 200,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: 'Enabled',
      dataIndex: 'enabled',
      width: 110,
      render: (v: boolean) => <YesNoTag value={v} yes="Enabled" no="Disabled" />,
    },
    {
      title: 'Actions',
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
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Fiat rates" />
      <Typography.Paragraph type="secondary">
        Display rates for the app's currency switcher: how many units of each currency make 1 USD.
      </Typography.Paragraph>
      <Table<FiatRate>
        rowKey="currency_code"
        size="middle"
        columns={columns}
        dataSource={fiats.data ?? []}
        loading={fiats.isFetching}
        pagination={false}
        onRow={(f) => ({ 'data-testid': `fiat-row-${f.currency_code}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description="No fiat currencies" /> }}
      />
      <FiatModal fiat={editing} onClose={() => setEditing(null)} />
    </>
  );
}
