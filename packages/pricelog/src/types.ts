/** One source's contribution to a recorded price: its own price and its own timestamp (epoch ms). */
export type SourceInput = { source: string; price: string; ts: number };

/** A leaf of an instrument's price log: one recorded tick. */
export type PriceLeaf = { symbol: string; seq: number; ts: number; price: string; inputs: SourceInput[] };

/** A tree head before signing. `root` is hex; `ts` epoch ms. */
export type TreeHead = { symbol: string; size: number; root: string; ts: number };

/** A signed tree head as published. */
export type SignedHead = TreeHead & { key_id: string; signature: string };
