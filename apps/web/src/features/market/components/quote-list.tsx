import { formatCompact } from '@app/api';
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { ContractQuote, Quote } from '../api/types';
import type { Sort, SortKey } from '../model/quotes';
import { ChangePill, detailHref, PriceText, priceTestId, rowTestId, SymbolName } from './quote-bits';

type Props = {
  quotes: readonly Quote[];
  sort: Sort;
  onSort: (key: SortKey) => void;
};

function SortButton({ label, k, sort, onSort }: { label: string; k: SortKey; sort: Sort; onSort: Props['onSort'] }) {
  const { t } = useTranslation();
  const dir = sort?.key === k ? sort.dir : undefined;
  return (
    <button
      type="button"
      className={dir ? `sort-button sort-${dir}` : 'sort-button'}
      onClick={() => onSort(k)}
      data-testid={`sort-${k}`}
      aria-pressed={dir !== undefined}
    >
      {label}
      {/* aria-sort belongs to table headers only; these headers are buttons over a list of links. */}
      {dir && <span className="visually-hidden">, {t(`market.sorted.${dir}`)}</span>}
      <span className="sort-arrows" aria-hidden>
        <i className="up-arrow" />
        <i className="down-arrow" />
      </span>
    </button>
  );
}

function isContract(q: Quote): q is ContractQuote {
  return 'max_leverage' in q;
}

/**
 * A futures row opens the contract screen on its pair, a stock row the stock screen (features/contracts, spec
 * paths written out so the market tab does not load that feature's link helpers), a coin its detail.
 */
function rowHref(quote: Quote): string {
  const symbol = encodeURIComponent(quote.symbol);
  if (isContract(quote)) return `/pages/transaction/contract?symbol=${symbol}`;
  if (quote.kind === 'stock') return `/pages/transaction/index2?symbol=${symbol}`;
  return detailHref(quote.symbol);
}

/** Re-rendered only when its own quote moved: a push keeps the objects of the quotes that did not (model/merge.ts). */
const QuoteRow = memo(function QuoteRow({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const contract = isContract(quote);
  return (
    <Link to={rowHref(quote)} className="quote-row" data-testid={rowTestId(quote.symbol)}>
      <div className="quote-cell-name">
        <div className="quote-title">
          <SymbolName symbol={quote.symbol} />
          {contract && <span className="tag">{t('market.leverage', { count: quote.max_leverage })}</span>}
          {quote.kind === 'stock' && !quote.open && <span className="tag tag-dim">{t('market.closed')}</span>}
        </div>
        <div className="quote-sub">
          {contract ? `${t('market.perpetual')} · ` : quote.kind === 'stock' ? `${quote.name} · ` : ''}
          {t('market.vol')} {formatCompact(quote.volume, Math.min(quote.amount_precision, 4))}
        </div>
      </div>
      <div className="quote-cell-price">
        <PriceText quote={quote} testId={priceTestId(quote.symbol)} />
      </div>
      <div className="quote-cell-change">
        <ChangePill change={quote.change} />
      </div>
    </Link>
  );
});

/** A sortable quote list: name/volume, last price, 24 h change. Tapping a header toggles its order. */
export function QuoteList({ quotes, sort, onSort }: Props) {
  const { t } = useTranslation();
  return (
    <div className="quote-list">
      <div className="quote-head">
        <SortButton label={t('market.col.name')} k="name" sort={sort} onSort={onSort} />
        <SortButton label={t('market.col.price')} k="price" sort={sort} onSort={onSort} />
        <SortButton label={t('market.col.change')} k="change" sort={sort} onSort={onSort} />
      </div>
      {quotes.map((q) => (
        <QuoteRow key={`${q.id}-${q.symbol}`} quote={q} />
      ))}
    </div>
  );
}
