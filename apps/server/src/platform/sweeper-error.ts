/**
 * What a failed settlement or job leaves for the back office to show (a row's `last_error`, a sweeper's or job's
 * stats): an error code and a short message, never the failed query. Drizzle's error message is the whole SQL with
 * its bound values (user ids, amounts, inputs), and the status screens are read by every operator with the role;
 * the details go to the log only, through its safe serializer (plugins/log-safe.ts).
 *
 * The text is `<code>: <message>`: a database error by its SQLSTATE, the kind of failure and the constraint or
 * table it names; an application error by its code; any other error by its type and the first line of its message.
 */
import { serializeError } from '../plugins/log-safe';

const SQLSTATE_NAMES: Record<string, string> = {
  '23502': 'not-null violation',
  '23503': 'foreign key violation',
  '23505': 'unique violation',
  '23514': 'check violation',
  '22003': 'numeric value out of range',
  '22P02': 'invalid input syntax',
  '40001': 'serialization failure',
  '40P01': 'deadlock detected',
  '55P03': 'lock not available',
  '57014': 'statement cancelled',
  '42P01': 'undefined table',
  '42703': 'undefined column',
};

/** Longest message kept: a line of the status table. */
const MAX_MESSAGE = 160;

export function errorSummary(error: unknown): string {
  const e = serializeError(error instanceof Error ? error : new Error(String(error)));
  if (e.type === 'DatabaseError') {
    const code = String(e.sqlstate);
    const about = [e.constraint, e.table, e.column].find((v) => typeof v === 'string');
    const what = SQLSTATE_NAMES[code] ?? 'database error';
    return `${code === 'unknown' ? 'DB' : code}: ${what}${about ? ` (${String(about)})` : ''}`;
  }
  const code = typeof e.errorCode === 'string' && e.errorCode !== '' ? e.errorCode : e.type;
  const line = (e.message.split('\n')[0] ?? '').trim();
  const message = line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 1)}…` : line;
  return message === '' || message === code ? code : `${code}: ${message}`;
}

/**
 * A stored `last_error` as the back office shows it: rows that failed before summaries were stored may still hold
 * the failed query with its values.
 */
export function shownError(stored: string | null | undefined): string {
  if (!stored) return '';
  if (/^Failed query:/.test(stored) || /\nparams: /.test(stored)) return 'DB: database error';
  const line = stored.split('\n')[0] ?? '';
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 1)}…` : line;
}
