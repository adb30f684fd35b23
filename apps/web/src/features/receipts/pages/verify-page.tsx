import { Button, Input, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { type ReceiptBundle, useCheckBundle, useLoadBundle } from '../api/transparency';
import { CheckResults } from '../components/check-results';
import { bundleFile, isReceiptId, OFFLINE_COMMAND, parseBundle } from '../model/transparency';
import '../transparency.css';

/** Saves the bundle as bundle.json, the file the offline command reads. */
function download(bundle: ReceiptBundle): void {
  const url = URL.createObjectURL(new Blob([bundleFile(bundle)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'bundle.json';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * #/transparency/verify[?id=]: paste a receipt bundle (or load one by the receipt's id) and have every check run:
 * the head's signature, the inclusion proofs, the adjacency of the chosen ticks, the rule and the formula. The same
 * bundle downloads for the offline command, which needs no server at all.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [id, setId] = useState(params.get('id') ?? '');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'empty' | 'invalid' | 'badId' | null>(null);
  const load = useLoadBundle();
  const check = useCheckBundle();
  const parsed = parseBundle(text);

  const loadById = (value: string) => {
    if (!isReceiptId(value)) {
      setProblem('badId');
      return;
    }
    setProblem(null);
    check.reset();
    load.mutate(value.trim(), { onSuccess: (bundle) => setText(bundleFile(bundle)) });
  };

  // A receipt's "verify independently" link opens this page with its id: load that bundle once.
  const opened = useRef(false);
  useEffect(() => {
    const fromLink = params.get('id');
    if (!opened.current && fromLink) {
      opened.current = true;
      loadById(fromLink);
    }
  });

  const run = () => {
    if ('error' in parsed) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    check.mutate(parsed.bundle);
  };

  const problemText =
    problem === 'badId'
      ? t('transparency.verify.badId')
      : problem === 'empty'
        ? t('transparency.verify.empty')
        : problem === 'invalid'
          ? t('transparency.verify.invalidJson')
          : (load.error?.message ?? check.error?.message);

  return (
    <PageShell title={t('transparency.verify.title')} className="tp-page">
      <p className="tp-intro">{t('transparency.verify.intro')}</p>

      <label className="tp-label" htmlFor="tp-id">
        {t('transparency.verify.idLabel')}
      </label>
      <div className="tp-id-row">
        <Input
          id="tp-id"
          className="tp-input"
          value={id}
          onChange={setId}
          placeholder={t('transparency.verify.idPlaceholder')}
          data-testid="tp-id"
          autoComplete="off"
        />
        <Button size="small" loading={load.isPending} onClick={() => loadById(id)} data-testid="tp-load">
          {t('transparency.verify.load')}
        </Button>
      </div>

      <label className="tp-label" htmlFor="tp-bundle">
        {t('transparency.verify.bundleLabel')}
      </label>
      <TextArea
        id="tp-bundle"
        className="tp-bundle"
        value={text}
        onChange={(v) => {
          setText(v);
          setProblem(null);
          check.reset();
        }}
        placeholder={t('transparency.verify.bundlePlaceholder')}
        rows={8}
        data-testid="tp-bundle"
      />

      {problemText && (
        <p className="tp-bad" role="alert" data-testid="tp-problem">
          {problemText}
        </p>
      )}

      <div className="tp-actions">
        <Button color="primary" block loading={check.isPending} onClick={run} data-testid="tp-run">
          {t('transparency.verify.run')}
        </Button>
        <Button
          block
          disabled={'error' in parsed}
          onClick={() => {
            if ('bundle' in parsed) download(parsed.bundle);
          }}
          data-testid="tp-download"
        >
          {t('transparency.verify.download')}
        </Button>
      </div>

      {check.data && <CheckResults answer={check.data} />}

      <p className="tp-muted">{t('transparency.verify.offline')}</p>
      <code className="tp-long" data-testid="tp-command">
        {OFFLINE_COMMAND}
      </code>
    </PageShell>
  );
}
