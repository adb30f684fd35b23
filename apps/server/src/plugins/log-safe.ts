/**
 * What a log line may say about a request and an error (issue 10: a 500 logged the full SQL with its values and a
 * password hash; the access log carried `?token=`). Requests are logged by their route pattern
 * (`/api/admin/users/:id`), never the address with its query or path values. Database errors are logged by their
 * SQLSTATE code and constraint only: never the SQL text, its parameters, the server's `detail` (which quotes the
 * values, `Key (email)=(…)`), nor a message or stack that embeds them. Other errors keep their type, code, message
 * and stack frames.
 */
import type { FastifyRequest } from 'fastify';

type Loggable = Record<string, unknown>;
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** Requests without a matched route (404s, errors before routing) are logged without their address. */
// biome-ignore lint/suspicious/noExplicitAny: pino's serializer signature
export function serializeRequest(request: any): Loggable {
  const req = request as FastifyRequest;
  return {
    method: req.method,
    route: req.routeOptions?.url ?? '(no route)',
    remoteAddress: req.ip,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: pino's serializer signature
export function serializeReply(reply: any): Loggable {
  return { statusCode: (reply as { statusCode: number }).statusCode };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database error in an error's cause chain (drizzle wraps the driver's error as `cause`), if any. */
function databaseErrorOf(err: unknown): Loggable | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const o = e as Loggable;
    if (typeof o.code === 'string' && SQLSTATE.test(o.code) && ('severity' in o || 'routine' in o || 'schema' in o)) {
      return o;
    }
    if (o.name === 'DrizzleQueryError' || String(o.message ?? '').startsWith('Failed query:')) {
      if (!o.cause) return { code: 'unknown' };
    }
    e = o.cause;
  }
  return undefined;
}

/** Stack frames only ("    at f (file:line)"): the first line of a stack repeats the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n');
}

// biome-ignore lint/suspicious/noExplicitAny: pino's serializer signature
export function serializeError(err: any): LoggedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: '', stack: '' };
  const e = err as Error & Loggable;
  const db = databaseErrorOf(e);
  if (db) {
    return {
      type: 'DatabaseError',
      message: `SQLSTATE ${String(db.code)}`,
      stack: '',
      // Not `code`: the logger redacts every `*.code` (verification codes).
      sqlstate: db.code,
      ...(typeof db.constraint === 'string' ? { constraint: db.constraint } : {}),
      ...(typeof db.table === 'string' ? { table: db.table } : {}),
      ...(typeof db.column === 'string' ? { column: db.column } : {}),
    };
  }
  return {
    type: String(e.name ?? e.constructor?.name ?? 'Error'),
    ...(e.code === undefined ? {} : { errorCode: e.code }),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    message: typeof e.message === 'string' ? e.message.slice(0, 300) : '',
    stack: framesOf(e.stack) ?? '',
  };
}

export const logSerializers = { req: serializeRequest, res: serializeReply, err: serializeError };
