import { useTranslation } from '../../../i18n/use-translation';
import type { Pair } from '../api/types';
import type { DepthLevel } from '../calc';
import { depthChart } from '../model/book';
import { fmtPrice } from '../model/format';

const W = 300;
const H = 80;

/**
 * Cumulative bids (left) and asks (right) of the levels the book shows, as one small SVG (no chart library: two
 * paths). It scales to its box's width; the labels are the price range's ends.
 */
export function DepthChart({
  bids,
  asks,
  pair,
}: {
  bids: readonly DepthLevel[];
  asks: readonly DepthLevel[];
  pair: Pair;
}) {
  const { t } = useTranslation();
  const shape = depthChart(bids, asks, W, H);
  if (!shape) return null;
  return (
    <figure className="depth-chart" data-testid="depth-chart">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={t('spot.book.depth')}>
        <path d={shape.bids} className="depth-bids" data-testid="depth-bids" />
        <path d={shape.asks} className="depth-asks" data-testid="depth-asks" />
      </svg>
      <figcaption>
        <span>{fmtPrice(shape.low, pair)}</span>
        <span>{fmtPrice(shape.high, pair)}</span>
      </figcaption>
    </figure>
  );
}
