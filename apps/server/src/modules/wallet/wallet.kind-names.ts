/**
 * The translated name of every account kind the contract declares (`ACCOUNT_KIND_FIELDS` of @app/api), keyed by
 * its field: a record over the declared fields, so a kind added there does not compile until it has a name, and
 * the catalogue tests then require that name in every language. A positional list that stopped at the spec's five
 * kinds named mining and deposit "Spot account" (issue 29).
 */
import type { AccountKindField } from '@app/api';
import type { Lang } from '@app/i18n';
import { type ServerKey, t } from '@app/i18n/server';
import { fieldOfKind } from './wallet.calc';

export const KIND_NAMES: Record<AccountKindField, ServerKey> = {
  legal: 'wallet.kind.legal',
  change: 'wallet.kind.change',
  lever: 'wallet.kind.lever',
  micro: 'wallet.kind.micro',
  stock: 'wallet.kind.stock',
  mining: 'wallet.kind.mining',
  deposit: 'wallet.kind.deposit',
};

const isKindField = (field: string): field is AccountKindField => Object.hasOwn(KIND_NAMES, field);

/** The name of a kind by its field (`mining`); a field no longer declared shows as itself, never as another kind. */
export const kindFieldName = (lang: Lang, field: string): string =>
  isKindField(field) ? t(lang, KIND_NAMES[field]) : field;

/** The name of a kind by its ledger number (`6` → "Mining account"). */
export const kindName = (lang: Lang, kind: number): string => kindFieldName(lang, fieldOfKind(kind));
