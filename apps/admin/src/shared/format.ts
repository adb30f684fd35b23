/**
 * Server times are UTC, either `YYYY-MM-DD HH:mm:ss` or ISO 8601; both are shown as `YYYY-MM-DD HH:mm:ss` (UTC) so
 * operators in different offices read the same clock as the audit log.
 */
export function formatUtc(value: string | null | undefined): string {
  if (!value) return '';
  const iso = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  if (iso && !Number.isNaN(iso.getTime())) return iso.toISOString().replace('T', ' ').slice(0, 19);
  return value;
}
