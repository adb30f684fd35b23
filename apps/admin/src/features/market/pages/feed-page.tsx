import { Alert, Button, Card, Form, Input, InputNumber, Radio, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { FEED_SEED_MAX, type FeedAnswer, type FeedSettings, useFeed, useSaveFeed } from '../api';

function RestartNote({ feed }: { feed: FeedAnswer }) {
  const { t } = useTranslation('market');
  return (
    <Alert
      type={feed.restart_required ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 20 }}
      data-testid="feed-note"
      message={feed.restart_required ? t('feed.restartRequired') : t('feed.restartNote')}
      description={
        <span data-testid="feed-running">
          {t('feed.runningNow')} <strong>{t(`feed.sources.${feed.running.source}`)}</strong>
          {t('feed.sep')}
          {t('feed.seed', { seed: feed.running.seed })}
          {feed.running.source === 'exchange' && (
            <>
              {t('feed.sep')}
              {feed.running.exchange_url || t('feed.noUrl')}
            </>
          )}
          {' · '}
          {feed.last_tick_at ? (
            t('feed.lastTick', { time: new Date(feed.last_tick_at).toISOString().replace('T', ' ').slice(0, 19) })
          ) : (
            <Tag color="red">{t('feed.noTick')}</Tag>
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
  const { t } = useTranslation(['market', 'shell']);

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
      <PageHeader title={t('feed.title')} />
      <Card style={{ maxWidth: 720 }}>
        {feed.isPending ? (
          <Skeleton active />
        ) : feed.isError ? (
          <Alert type="error" showIcon message={feed.error.message} />
        ) : (
          <>
            <RestartNote feed={feed.data} />
            <Form<FeedSettings> form={form} layout="vertical" onFinish={submit} disabled={save.isPending}>
              <Form.Item label={t('feed.source')} name="source" rules={[{ required: true }]}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'sim', label: t('feed.sources.sim') },
                    { value: 'exchange', label: t('feed.sources.exchange') },
                  ]}
                  data-testid="feed-source"
                />
              </Form.Item>
              <Form.Item
                label={t('feed.simSeed')}
                name="seed"
                rules={[{ required: true }]}
                extra={t('feed.simSeedExtra')}
              >
                <InputNumber precision={0} min={0} max={FEED_SEED_MAX} style={{ width: 220 }} data-testid="feed-seed" />
              </Form.Item>
              <Form.Item
                label={t('feed.url')}
                name="exchange_url"
                rules={[
                  { required: source === 'exchange', whitespace: true, message: t('feed.urlRequired') },
                  { pattern: /^wss?:\/\/\S+$/, message: t('feed.urlRule') },
                  { max: 1000 },
                ]}
                extra={t('feed.urlExtra')}
              >
                <Input placeholder="wss://…" data-testid="feed-exchange-url" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="feed-save">
                {t('shell:common.save')}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </>
  );
}
