/**
 * Wire primitives several capabilities share: list paging, `:id` params, the `Idempotency-Key` header, the reason of
 * a back-office decision and a site link. Numbers from a query string or a form-encoded body arrive as text, so
 * they are coerced.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './envelope';
import { AMOUNT_COLUMN, fitsAmountColumn } from './validators';

/** The largest id of a `serial` (int4) column: a bigger one could never match and PostgreSQL refuses it. */
export const MAX_ID = 2_147_483_647;

/**
 * Every id on the wire (path `:id`, body and query ids): a positive whole number, as a JSON number or as plain
 * decimal digits (paths, query strings and form bodies are text). `0x10`, `1e3`, ` 16`, `16.0`, `+16` and `-1` are
 * refused (Number() would have read several of them as 16), and so is anything above MAX_ID.
 */
export const Id = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(MAX_ID),
);

const id = Id;

/**
 * A decimal text that must fit an amount column (numeric(36,18)): refined with fitsAmountColumn, and the refusal
 * names its reason for the server's message ("too large (at most 18 digits before the decimal point)").
 */
export function fitsColumn<T extends z.ZodType<string>>(schema: T) {
  // Only plain decimals are judged here ('' and other shapes are left to the field's own rules).
  return schema.refine((v) => !/^[+-]?\d+(\.\d*)?$/.test(v) || fitsAmountColumn(v), {
    params: { key: 'validation.amount_too_large', digits: AMOUNT_COLUMN.precision - AMOUNT_COLUMN.scale },
  });
}

/** `page` and `limit` of every list (spec §9: default page size 10). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A page of a list: the answer shape of every paged call (`Paged<T>` in envelope.ts is its type). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}

/*
 * The original product's paginators (reference §6 "Pagination shapes"): its compiled client reads a different shape
 * per call. Each helper below is our `paged(item)` with the original's fields beside it, so one object answers both
 * clients (docs/original-client.md). `data` repeats `list`: it doubles the bytes of those pages (small pages only).
 * The server fills them from our page (apps/server/src/paging.ts). Shape (d) `{list, limit}` is `paged` itself.
 */

/** Shape (a), Laravel's paginator: `{current_page, data, last_page, per_page, total}` (hzhistory, later lever/follow). */
export function pagedA<T extends z.ZodType>(item: T) {
  return paged(item).extend({
    /** Original client's name: the rows (same as `list`). */
    data: z.array(item),
    /** Original client's name: `page`. */
    current_page: z.number().int(),
    /** Original client's name: the last page number, at least 1 (Laravel). */
    last_page: z.number().int(),
    /** Original client's name: `limit`. */
    per_page: z.number().int(),
  });
}

/** Shape (b): `{data, page, pages, total}` (recharge/log, withdraw/list, user/wallet/list, later project orders). */
export function pagedB<T extends z.ZodType>(item: T) {
  return paged(item).extend({
    /** Original client's name: the rows (same as `list`). */
    data: z.array(item),
    /** Original client's name: the number of pages, ceil(total / limit), at least 1 (Laravel's lastPage()). */
    pages: z.number().int(),
  });
}

/** Shape (c): `{list, count, limit}` (legal_log). */
export function pagedC<T extends z.ZodType>(item: T) {
  return paged(item).extend({
    /** Original client's name: `total`. */
    count: z.number().int(),
  });
}

/** Shape (e): `{order_list}` (lh/deposit/order, later). */
export function pagedE<T extends z.ZodType>(item: T) {
  return paged(item).extend({
    /** Original client's name: the rows (same as `list`). */
    order_list: z.array(item),
  });
}

/** `/admin/<things>/:id`. */
export const IdParams = z.object({ id });
export type IdParams = z.infer<typeof IdParams>;

/** Mutating POSTs accept an optional `Idempotency-Key` header: a repeat with the same key answers the first result. */
export const IdemHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(128).optional() });

/** A back-office rejection or lock: the reason is shown to the user and kept in the audit log. */
export const ReasonBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type ReasonBody = z.infer<typeof ReasonBody>;

/** A site path (`/static/x.svg`) or an http(s) address; empty is allowed for "none". */
export const SiteLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[^\s]*|https?:\/\/[^\s]+)$/);
