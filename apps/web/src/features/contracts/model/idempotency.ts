/**
 * A fresh `Idempotency-Key` for one confirmed entry: a repeat of the same request (a double tap, a retry after a
 * lost answer) is answered with the first result instead of opening a second position. 128 random bits from
 * `crypto.getRandomValues`, which (unlike `randomUUID`) also exists outside a secure context.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
