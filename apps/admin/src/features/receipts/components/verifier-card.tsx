import { Alert, Button, Card, Flex, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CheckResult, type ReceiptBundle, useCheckBundle, useLoadBundle } from '../api';
import { bundleFile, failedOf, isReceiptId, OFFLINE_COMMAND, parseBundle } from './verify-model';

function download(bundle: ReceiptBundle): void {
  const url = URL.createObjectURL(new Blob([bundleFile(bundle)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'bundle.json';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The receipt verifier, as on the public page: load a bundle by receipt id or paste one, run every check on the
 * server (`POST /receipt/check`), or download it for the offline command.
 */
export function VerifierCard() {
  const { t } = useTranslation('receipts');
  const [id, setId] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'empty' | 'invalidJson' | 'badId' | null>(null);
  const load = useLoadBundle();
  const check = useCheckBundle();
  const parsed = parseBundle(text);

  const loadById = () => {
    if (!isReceiptId(id)) return setProblem('badId');
    setProblem(null);
    check.reset();
    load.mutate(id.trim(), { onSuccess: (bundle) => setText(bundleFile(bundle)) });
  };
  const run = () => {
    if ('error' in parsed) return setProblem(parsed.error);
    setProblem(null);
    check.mutate(parsed.bundle);
  };
  const error = problem ? t(`verify.${problem}`) : (load.error?.message ?? check.error?.message);
  const failed = check.data ? failedOf(check.data.checks) : 0;

  return (
    <Card title={t('verify.title')} data-testid="tr-verifier">
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input
          value={id}
          onChange={(e) => setId(e.target.value)}
          placeholder={t('verify.idPlaceholder')}
          style={{ maxWidth: 420 }}
          data-testid="tr-id"
        />
        <Button onClick={loadById} loading={load.isPending} data-testid="tr-load">
          {t('verify.load')}
        </Button>
      </Flex>
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
          check.reset();
        }}
        placeholder={t('verify.bundlePlaceholder')}
        autoSize={{ minRows: 6, maxRows: 18 }}
        style={{ fontFamily: 'monospace', fontSize: 12 }}
        data-testid="tr-bundle"
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} data-testid="tr-problem" />}
      <Flex gap={8} style={{ margin: '12px 0' }}>
        <Button type="primary" onClick={run} loading={check.isPending} data-testid="tr-run">
          {t('verify.run')}
        </Button>
        <Button
          disabled={'error' in parsed}
          onClick={() => {
            if ('bundle' in parsed) download(parsed.bundle);
          }}
          data-testid="tr-download"
        >
          {t('verify.download')}
        </Button>
      </Flex>
      {check.data && (
        <>
          <Alert
            type={check.data.ok && failed === 0 ? 'success' : 'error'}
            showIcon
            message={
              check.data.ok && failed === 0
                ? t('verify.allPassed')
                : t('verify.someFailed', { failed, total: check.data.checks.length })
            }
            style={{ marginBottom: 12 }}
            data-testid="tr-verdict"
          />
          <Table<CheckResult>
            size="small"
            rowKey={(c) => `${c.name}:${c.detail}`}
            pagination={false}
            dataSource={check.data.checks}
            data-testid="tr-checks"
            columns={[
              { title: t('verify.check'), dataIndex: 'name' },
              {
                title: t('verify.result'),
                dataIndex: 'ok',
                width: 100,
                render: (ok: boolean) =>
                  ok ? <Tag color="green">{t('verify.pass')}</Tag> : <Tag color="red">{t('verify.fail')}</Tag>,
              },
              { title: t('verify.detail'), dataIndex: 'detail' },
            ]}
          />
        </>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 4 }}>
        {t('verify.offline')}
      </Typography.Paragraph>
      <Typography.Text code data-testid="tr-command">
        {OFFLINE_COMMAND}
      </Typography.Text>
    </Card>
  );
}
