import type { PageQuery, PositionsQuery } from './types';

/** Query keys of the contracts back office: a pair change refreshes the pairs; the lists are read fresh each time. */
export const contractKeys = {
  all: ['contracts'] as const,
  pairs: ['contracts', 'pairs'] as const,
  positions: (q: PositionsQuery) => ['contracts', 'positions', q] as const,
  risk: ['contracts', 'risk'] as const,
  liquidations: (q: PageQuery) => ['contracts', 'liquidations', q] as const,
  insurance: ['contracts', 'insurance'] as const,
  overnight: (q: PageQuery) => ['contracts', 'overnight', q] as const,
};
