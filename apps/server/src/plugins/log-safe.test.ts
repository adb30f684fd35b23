/**
 * Issue 10 item 4: logs never carry parameter values or hashes. Requests are logged by route pattern (a `?token=`
 * or a path value never reaches the log); a database error is logged by SQLSTATE and constraint, without the SQL,
 * its parameters, the server's detail or a stack that quotes them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../modules';
import { defineModule } from '../platform/module';
import { makeAdmin } from '../test/auth-kit';
import { makeTestApp, type TestApp } from '../test/make-app';
import { serializeError } from './log-safe';

const SECRET = 'S3cr3tValue-9f8e7d';

/** A route whose query fails in the database with the request's value as a parameter. */
const failingModule = defineModule({
  name: 'logprobe',
  tables: {},
  create: ({ db }) => ({
    exports: {},
    routes(api) {
      api.get<{ Querystring: { v?: string } }>('/logprobe', async (req) => {
        await db.execute(sql`select ${req.query.v ?? ''}::int as n`);
        return { type: 'ok', message: '' };
      });
    },
  }),
});

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await makeTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (l) => void lines.push(l) },
    modules: [...MODULES, failingModule],
  });
});
afterAll(async () => t.close());

describe('request lines', () => {
  it('log the route pattern, not the address with its query or path values', async () => {
    const admin = await makeAdmin(t.app);
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: `/api/admin/users/12345?token=${SECRET}`, headers: admin });
    await t.app.inject({ method: 'GET', url: `/api/no-such-route/${SECRET}?x=${SECRET}` });
    const text = lines.join('\n');
    expect(text).toContain('"route":"/api/admin/users/:id"');
    expect(text).toContain('"route":"(no route)"');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('12345');
    expect(text).not.toContain(admin.authorization.replace('Bearer ', ''));
  });
});

describe('database errors', () => {
  it('are logged by SQLSTATE code only: no SQL text, no parameter, no stack', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/logprobe?v=${SECRET}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ type: 'error', message: 'Server error' });
    const text = lines.join('\n');
    expect(text).toContain('"sqlstate":"22P02"');
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/select|::int|Failed query|params:/i);
  });

  it('a unique violation keeps its constraint name but not the detail that quotes the value', () => {
    const cause = Object.assign(new Error(`duplicate key value violates unique constraint "admins_email_unique"`), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'admins_email_unique',
      table: 'admins',
      detail: `Key (email)=(${SECRET}@example.com) already exists.`,
    });
    const wrapped = Object.assign(new Error(`Failed query: insert into admins values ($1)\nparams: ${SECRET}`), {
      name: 'DrizzleQueryError',
      cause,
    });
    const logged = serializeError(wrapped);
    expect(logged).toMatchObject({ type: 'DatabaseError', sqlstate: '23505', constraint: 'admins_email_unique' });
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(JSON.stringify(logged)).not.toMatch(/insert|Key \(/);
  });

  it('other errors keep their message and stack frames', () => {
    const logged = serializeError(new RangeError('bad fee split'));
    expect(logged.type).toBe('RangeError');
    expect(logged.message).toBe('bad fee split');
    expect(logged.stack).toMatch(/^\s+at /);
  });
});
