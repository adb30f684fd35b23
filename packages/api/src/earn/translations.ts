import { z } from 'zod';
import { EARN_TEXT_LANGS } from './schemas';

// Not re-exported by index.ts: a schema builder for the admin schemas of this folder, not a wire declaration.

/**
 * What the operator wrote in the other languages, per language and field: `{ zh: { name: '…' } }`. The row's own
 * fields are English (the default language); a language or field left out (or '') shows the English to users,
 * and the back office lists those languages in `missing_langs`.
 */
export function earnTranslations<F extends string>(maxByField: Record<F, number>) {
  const entry = z
    .object(
      Object.fromEntries(
        Object.entries<number>(maxByField).map(([f, max]) => [f, z.string().trim().max(max).optional()]),
      ) as Record<F, z.ZodOptional<z.ZodString>>,
    )
    .strict();
  return z.partialRecord(z.enum(EARN_TEXT_LANGS), entry);
}
