/**
 * The seal of a receipt: sha256 (hex) of the RFC 8785 (JCS) canonical JSON of its content. JCS is a published
 * standard with implementations in many languages, so anyone holding a receipt's content can recompute the hash
 * without our code. The content is every field that decides the outcome; ids and times of our own rows are not.
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { ReceiptTick } from './receipts.tables';

export type ReceiptContent = {
  kind: string;
  user_id: number;
  ref_type: string;
  ref_id: string;
  price_source: string;
  ticks: ReceiptTick[];
  formula: string;
  formula_version: number;
  inputs: Record<string, string>;
  result: Record<string, string>;
};

export function canonicalContent(content: ReceiptContent): string {
  const text = canonicalize(content);
  if (text === undefined) throw new Error('receipt content cannot be serialised');
  return text;
}

export function receiptHash(content: ReceiptContent): string {
  return createHash('sha256').update(canonicalContent(content)).digest('hex');
}
