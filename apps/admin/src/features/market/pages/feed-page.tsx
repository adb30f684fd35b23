import { Alert, Button, Card, Form, Input, InputNumber, Radio, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { FEED_SEED_MAX, type FeedAnswer, type FeedSettings, useFeed, useSaveFeed } from '../api';

const SOURCE_LABELS = { sim: 'Simulator', exchange: 'Exchange' } as const;

function RestartNote({ feed }: { feed: FeedAnswer }) {
  return (
    <Alert
      type={feed.restart_required ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 20 }}
      data-testid="feed-note"
      message={
        feed.restart_required
          ? 'Saved, not running yet: the new feed settings apply at the next server restart.'
          : 'Feed settings apply at server start: a change here takes effect after the next restart.'
      }
      description={
        <span data-testid="feed-running">
          Running now: <strong>{SOURCE_LABELS[feed.running.source]}</strong>, seed {feed.running.seed}
          {feed.running.source === 'exchange' && <>, {feed.running.exchange_url || 'no URL'}</>}
          {' · '}
          {feed.last_tick_at ? (
            `last tick ${new Date(feed.last_tick_at).toISOString().replace('T', ' ').slice(0, 19)} UTC`
          ) : (
            <Tag color="red">no tick yet</Tag>
          )}
        </span>
      }
    />
  );
}

export default function FeedPage() {
  const feed = useFeed();
  const save = useSaveFeed();
  const [form] = Form.useForm<FeedSettings>();
  const source = Form.useWatch('source', form);

  useEffect(() => {
    if (feed.data) {
      const { source, seed, exchange_url } = feed.data;
      form.setFieldsValue({ source, seed, exchange_url });
    }
  }, [feed.data, form]);

  const submit = (v: FeedSettings) =>
    save
      .mutateAsync({ source: v.source, seed: v.seed, exchange_url: (v.exchange_url ?? '').trim() })
      .catch(() => undefined);

  return (
    <>
      <PageHeader title="Feed settings" />
      <Card style={{ maxWidth: 720 }}>
        {feed.isPending ? (
          <Skeleton active />
        ) : feed.isError ? (
          <Alert type="error" showIcon message={feed.error.message} />
        ) : (
          <>
            <RestartNote feed={feed.data} />
            <Form<FeedSettings> form={form} layout="vertical" onFinish={submit} disabled={save.isPending}>
              <Form.Item label="Price source" name="source" rules={[{ required: true }]}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'sim', label: SOURCE_LABELS.sim },
                    { value: 'exchange', label: SOURCE_LABELS.exchange },
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
                <InputNumber precision={0} min={0} max={FEED_SEED_MAX} style={{ width: 220 }} data-testid="feed-seed" />
              </Form.Item>
              <Form.Item
                label="Exchange URL"
                name="exchange_url"
                rules={[
                  { required: source === 'exchange', whitespace: true, message: 'Required for the exchange source' },
                  { pattern: /^wss?:\/\/\S+$/, message: 'A websocket URL: ws://… or wss://…' },
                  { max: 1000 },
                ]}
                extra="Websocket stream used when the source is Exchange."
              >
                <Input placeholder="wss://…" data-testid="feed-exchange-url" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="feed-save">
                Save
              </Button>
            </Form>
          </>
        )}
      </Card>
    </>
  );
}
