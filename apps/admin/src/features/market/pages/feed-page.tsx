import { Alert, Button, Card, Form, Input, InputNumber, Radio, Skeleton } from 'antd';
import { useEffect } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { type FeedAnswer, type FeedSettings, useFeed, useSaveFeed } from '../api';

const RESTART_NOTE = 'Feed changes apply at the next server restart.';

/** The server's own words about the restart when it sends them (the field is not named by the contract). */
function noteOf(answer: FeedAnswer | undefined): string {
  return answer?.note || answer?.message || RESTART_NOTE;
}

export default function FeedPage() {
  const feed = useFeed();
  const save = useSaveFeed();
  const [form] = Form.useForm<FeedSettings>();
  const source = Form.useWatch('source', form);

  useEffect(() => {
    if (feed.data) form.setFieldsValue(feed.data);
  }, [feed.data, form]);

  const submit = (v: FeedSettings) =>
    save
      .mutateAsync({ source: v.source, seed: v.seed, exchange_url: (v.exchange_url ?? '').trim() })
      .catch(() => undefined);

  return (
    <>
      <PageHeader title="Feed settings" />
      <Card style={{ maxWidth: 720 }}>
        <Alert
          type={save.isSuccess ? 'success' : 'info'}
          showIcon
          style={{ marginBottom: 20 }}
          message={save.isSuccess ? `Saved. ${noteOf(save.data)}` : noteOf(feed.data)}
          data-testid="feed-note"
        />
        {feed.isPending ? (
          <Skeleton active />
        ) : feed.isError ? (
          <Alert type="error" message={feed.error.message} />
        ) : (
          <Form<FeedSettings> form={form} layout="vertical" onFinish={submit} disabled={save.isPending}>
            <Form.Item label="Price source" name="source" rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'sim', label: 'Simulator' },
                  { value: 'exchange', label: 'Exchange' },
                ]}
                data-testid="feed-source"
              />
            </Form.Item>
            <Form.Item
              label="Simulator seed"
              name="seed"
              rules={[{ required: true }]}
              extra="The same seed replays the same simulated prices."
            >
              <InputNumber precision={0} min={0} style={{ width: 220 }} data-testid="feed-seed" />
            </Form.Item>
            <Form.Item
              label="Exchange URL"
              name="exchange_url"
              rules={[
                { required: source === 'exchange', whitespace: true, message: 'Required for the exchange source' },
                { pattern: /^(https?|wss?):\/\/\S+$/, message: 'A full URL, e.g. wss://stream.example.com/ws' },
                { max: 500 },
              ]}
              extra="Used when the source is Exchange."
            >
              <Input placeholder="wss://…" data-testid="feed-exchange-url" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="feed-save">
              Save
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
}
