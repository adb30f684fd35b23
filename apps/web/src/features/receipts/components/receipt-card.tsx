import { formatCoin, formatPrice, type ReceiptView } from '@app/api';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../i18n/use-translation';
import { copyText } from '../../accounts/lib/copy';
import { useVerifyReceipt } from '../api/receipts';
import {
  branchLabel,
  inputLabel,
  kindLabel,
  otherResults,
  RESULT_ROWS,
  resultLabel,
  sourceLabel,
  verifyOutcome,
} from '../model/labels';

const fmtTs = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/**
 * One settlement receipt for its owner (docs/receipts.md): what was paid and received, the recorded trade or
 * prices used, the published formula with its inputs, the hash, and a server re-check anyone could also run.
 */
export function ReceiptCard({ receipt }: { receipt: ReceiptView }) {
  const { t } = useTranslation();
  const verify = useVerifyReceipt();
  const outcome = verify.data ? verifyOutcome(verify.data) : undefined;
  const r = receipt.result;
  const kind = kindLabel(receipt.kind);
  return (
    <div className="receipt" data-testid={`receipt-${receipt.id}`}>
      <div className="receipt-head">
        <b>{kind ? t(`receipts.kind.${kind}`) : receipt.kind}</b>
        <span className="receipt-time">{receipt.created_at}</span>
      </div>

      <dl className="receipt-facts" data-testid="receipt-result">
        {RESULT_ROWS.filter((row) => r[row.key] !== undefined).map((row) => (
          <div key={row.key}>
            <dt>{t(`receipts.result.${row.key}`)}</dt>
            <dd>
              {formatCoin(r[row.key], r[row.currency] ?? '')} {r[row.currency] ?? ''}
            </dd>
          </div>
        ))}
        {otherResults(r).map(([k, v]) => {
          const label = resultLabel(k);
          return (
            <div key={k}>
              <dt>{label ? t(`receipts.result.${label}`) : k}</dt>
              <dd>{k === 'branch' && branchLabel(v) ? t(`receipts.branch.${branchLabel(v)!}`) : v}</dd>
            </div>
          );
        })}
      </dl>

      <h4>{t('receipts.recorded')}</h4>
      {receipt.ticks.map((tick) => (
        <div className="receipt-tick" key={`${tick.source}:${tick.id}`} data-testid="receipt-tick">
          <span>
            {sourceLabel(tick.source) ? t(`receipts.source.${sourceLabel(tick.source)!}`) : tick.source} #{tick.id}
          </span>
          <span>{tick.symbol}</span>
          <span>{fmtTs(tick.ts)}</span>
          <span>
            {formatPrice(tick.price)}
            {tick.amount ? ` × ${formatPrice(tick.amount)}` : ''}
          </span>
        </div>
      ))}

      <h4>{t('receipts.formula')}</h4>
      {/* The user's words first; the published formula, its code and raw inputs behind "how it is computed". */}
      <p className="receipt-explain" data-testid="receipt-explain">
        {kind ? t(`receipts.explain.${kind}`) : receipt.formula_text}
      </p>
      <details className="receipt-how" data-testid="receipt-how">
        <summary>{t('receipts.how')}</summary>
        <p>
          {t('receipts.code')} <code>{`${receipt.formula} v${receipt.formula_version}`}</code>
        </p>
        <p className="receipt-formula">{receipt.formula_text}</p>
        <h5>{t('receipts.inputs')}</h5>
        <dl className="receipt-facts receipt-inputs">
          {Object.entries(receipt.inputs).map(([k, v]) => {
            const label = inputLabel(k);
            return (
              <div key={k}>
                <dt>
                  {label ? `${t(`receipts.input.${label}`)} ` : ''}
                  <code>{k}</code>
                </dt>
                <dd>{v}</dd>
              </div>
            );
          })}
        </dl>
      </details>

      <h4>{t('receipts.hash')}</h4>
      <code className="receipt-hash" data-testid="receipt-hash">
        {receipt.hash}
      </code>
      <p className="receipt-hint">{t('receipts.hashHint')}</p>

      <div className="receipt-actions">
        <Button size="small" onClick={() => void copyText(receipt.canonical)} data-testid="receipt-copy">
          {t('receipts.copyCanonical')}
        </Button>
        <Button
          size="small"
          color="primary"
          loading={verify.isPending}
          onClick={() => verify.mutate(receipt.id)}
          data-testid="receipt-verify"
        >
          {t('receipts.verify')}
        </Button>
        {/* The bundle with proofs, checked on the verifier page and offline: no need to trust this server's answer. */}
        <a
          className="receipt-link"
          href={`#/transparency/verify?id=${receipt.id}`}
          data-testid="receipt-verify-independently"
        >
          {t('receipts.verifyIndependently')}
        </a>
      </div>
      {verify.isError && <p className="receipt-bad">{verify.error.message}</p>}
      {outcome && (
        <p className={outcome.match ? 'receipt-good' : 'receipt-bad'} data-testid="receipt-verdict">
          {outcome.match
            ? t('receipts.match')
            : `${t('receipts.noMatch')}: ${outcome.failed.map((f) => t(`receipts.failed.${f}`)).join(', ')}`}
        </p>
      )}
    </div>
  );
}
