import { parseServerTime } from '../../../lib/time';

/** A server time ('YYYY-MM-DD HH:mm:ss', UTC) as the device's local 'YYYY-MM-DD HH:mm'; the text itself if unreadable. */
export function localDateTime(serverTime: string): string {
  const ms = parseServerTime(serverTime);
  if (!Number.isFinite(ms)) return serverTime;
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
