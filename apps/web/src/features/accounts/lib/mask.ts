/**
 * Masked display of personal data (the server masks invitee accounts the same way: a***@x.com, 138****0000).
 * Used where a screen shows data that a passer-by should not read in full.
 */

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email[0]}***${email.slice(at)}`;
}

export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return mobile.length > 2 ? `${mobile.slice(0, 1)}****${mobile.slice(-1)}` : mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** Either of the two, by its shape. */
export function maskAccount(account: string): string {
  return account.includes('@') ? maskEmail(account) : maskMobile(account);
}

/** A card number shows its last 4 digits only. */
export function maskCardNumber(card: string): string {
  const digits = card.replace(/\s+/g, '');
  if (digits.length <= 4) return digits;
  return `**** **** **** ${digits.slice(-4)}`;
}

/** A long address keeps its head and tail, which is what people compare by eye. */
export function shortAddress(address: string, head = 8, tail = 6): string {
  return address.length <= head + tail + 3 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}
