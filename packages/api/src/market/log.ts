/**
 * The public price log's wire contract (docs/api-market.md, "Price log"): per instrument an append-only Merkle log
 * (RFC 9162 style) whose leaves are the recorded ticks, signed tree heads (Ed25519), inclusion and consistency
 * proofs. No login. Hashes, keys and signatures are lowercase hex; prices are decimal strings as hashed.
 */
import { z } from 'zod';
import { PageQuery } from '../shared';

const hex = z.string();
const count = z.number().int().min(0);

/** One source's own price and own time, as the tick was computed from it. */
export const PriceLogInput = z.object({ source: z.string(), price: z.string(), ts: z.number().int() });
export type PriceLogInput = z.infer<typeof PriceLogInput>;

/** A leaf: the recorded tick (symbol, index in its log, own time, full price, inputs). */
export const PriceLogLeaf = z.object({
  symbol: z.string(),
  seq: count,
  ts: z.number().int(),
  price: z.string(),
  inputs: z.array(PriceLogInput),
});
export type PriceLogLeaf = z.infer<typeof PriceLogLeaf>;

/** A leaf with its hash (SHA-256 of 0x00 and the leaf's canonical bytes). */
export const PriceLogLeafRow = PriceLogLeaf.extend({ leaf_hash: hex });
export type PriceLogLeafRow = z.infer<typeof PriceLogLeafRow>;

/** A signed tree head: the log of `symbol` had `size` leaves and this root at `ts`. */
export const PriceLogHead = z.object({
  symbol: z.string(),
  size: count,
  root: hex,
  ts: z.number().int(),
  key_id: z.string(),
  signature: hex,
});
export type PriceLogHead = z.infer<typeof PriceLogHead>;

export const PriceLogKey = z.object({ algorithm: z.literal('Ed25519'), public_key: hex, key_id: z.string() });
export type PriceLogKey = z.infer<typeof PriceLogKey>;

const symbol = z.string().trim().min(1).max(32);
const index = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const size = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const PriceLogSymbolQuery = z.object({ symbol });
export type PriceLogSymbolQuery = z.infer<typeof PriceLogSymbolQuery>;

export const PriceLogHeadsQuery = PageQuery.extend({ symbol });
export type PriceLogHeadsQuery = z.infer<typeof PriceLogHeadsQuery>;

export const PRICE_LOG_LEAVES_MAX = 500;
export const PriceLogLeavesQuery = z.object({
  symbol,
  from: index.default(0),
  limit: z.coerce.number().int().min(1).max(PRICE_LOG_LEAVES_MAX).default(100),
});
export type PriceLogLeavesQuery = z.infer<typeof PriceLogLeavesQuery>;

/** `size` absent: the newest signed head's size. */
export const PriceLogInclusionQuery = z.object({ symbol, seq: index, size: size.optional() });
export type PriceLogInclusionQuery = z.infer<typeof PriceLogInclusionQuery>;

export const PriceLogInclusion = z.object({ leaf: PriceLogLeaf, leaf_hash: hex, size: count, proof: z.array(hex) });
export type PriceLogInclusion = z.infer<typeof PriceLogInclusion>;

export const PriceLogConsistencyQuery = z.object({ symbol, first: size, second: size });
export type PriceLogConsistencyQuery = z.infer<typeof PriceLogConsistencyQuery>;

export const PriceLogConsistency = z.object({ first: count, second: count, proof: z.array(hex) });
export type PriceLogConsistency = z.infer<typeof PriceLogConsistency>;
