/**
 * Wire primitives several capabilities share: list paging, `:id` params, the `Idempotency-Key` header, the reason of
 * a back-office decision and a site link. Numbers from a query string or a form-encoded body arrive as text, so
 * they are coerced.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './envelope';

const id = z.coerce.number().int().positive();

/** `page` and `limit` of every list (spec §9: default page size 10). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A page of a list: the answer shape of every paged call (`Paged<T>` in envelope.ts is its type). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
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
