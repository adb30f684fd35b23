/**
 * A failure as the server stores it for this screen: `<code>: <message>` (`23505: unique violation (receipts_ref_user)`,
 * `TypeError: no price recorded`) or a code alone (`NOT_FOUND`). The code is shown apart so it can be looked up.
 */
export function splitError(text: string | null | undefined): { code: string; message: string } | null {
  if (!text) return null;
  const at = text.indexOf(': ');
  if (at > 0 && /^[\w.-]+$/.test(text.slice(0, at))) return { code: text.slice(0, at), message: text.slice(at + 2) };
  return /^[\w.-]+$/.test(text) ? { code: text, message: '' } : { code: '', message: text };
}
