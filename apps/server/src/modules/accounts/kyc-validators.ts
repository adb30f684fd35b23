/** Identity document formats per type (1 id card, 2 passport, 3 driver licence) and the holder's name. */
import { isIdCard } from '@app/api';

const ID_TYPES = [1, 2, 3] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Id card: the PRC 18-character number with its check character (the contract's rule; the legacy 15 is refused). */
function isIdCard18(s: string): boolean {
  return s.length === 18 && isIdCard(s);
}
const isPassportNumber = (s: string) => /^[A-Za-z0-9]{6,9}$/.test(s);
const isDriverLicence = (s: string) => /^[A-Za-z0-9]{5,20}$/.test(s);

export function documentProblem(idType: IdType, cardId: string) {
  if (idType === 1) return isIdCard18(cardId) ? null : ('validation.id_card' as const);
  if (idType === 2) return isPassportNumber(cardId) ? null : ('validation.passport' as const);
  return isDriverLicence(cardId) ? null : ('validation.licence' as const);
}

/** A person's name: 2-50 letters of any script, with spaces, dots, middle dots, apostrophes or hyphens inside. */
export function isHolderName(s: string): boolean {
  const n = [...s].length;
  return n >= 2 && n <= 50 && /^[\p{L}\p{M}][\p{L}\p{M} .·'-]*[\p{L}\p{M}.]$/u.test(s);
}

/** `110***********123X`: the first 3 and last 4 characters. */
export function maskDocument(s: string): string {
  return s.length <= 7 ? `${s.slice(0, 1)}***` : `${s.slice(0, 3)}${'*'.repeat(s.length - 7)}${s.slice(-4)}`;
}
