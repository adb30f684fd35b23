/**
 * Routes and requests from the server's own OpenAPI document (`app.swagger()`, served at /api/docs): each operation
 * with its path, query and body schema. A case starts from a plausible request built from the schema and breaks it
 * in one way: a bad value in one field, the path or the query; a missing field; prototype keys; broken JSON;
 * broken multipart; a form-encoded body with bad text.
 */
import { badValue, brokenJson, brokenMultipart, marker, prototypeJson, type Rng } from './values';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  pathParams: string[];
  query: Parameter[];
  body: Schema | undefined;
  multipart: boolean;
  admin: boolean;
};

export type Case = {
  route: Route;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  /** What was broken, for the failure report. */
  how: string;
  marker: string;
};

export function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const upper = method.toUpperCase() as Route['method'];
      if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(upper)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      routes.push({
        method: upper,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query'),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        admin: path.startsWith('/api/admin/'),
      });
    }
  }
  return routes;
}

const first = <T>(xs: T[] | undefined) => xs?.[0];

/** A plausible value for a schema (the start of a case, so that one broken field goes deep into the route). */
export function plausible(schema: Schema | undefined, r: Rng, m: string, depth = 0): unknown {
  if (!schema || depth > 6) return m;
  if (schema.enum?.length) return r.pick(schema.enum);
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return plausible(r.pick(alt), r, m, depth + 1);
  if (schema.allOf?.length) return plausible(first(schema.allOf), r, m, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const lo = Math.max(schema.minimum ?? 1, 1);
      const hi = Math.min(schema.maximum ?? 10, lo + 9);
      return lo + r.int(Math.max(hi - lo + 1, 1));
    }
    case 'boolean':
      return r.chance(0.5);
    case 'array':
      return r.chance(0.5) ? [] : [plausible(schema.items, r, m, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(k) || r.chance(0.5)) out[k] = plausible(s, r, m, depth + 1);
      }
      return out;
    }
    default:
      return r.pick([m, `${m}@example.com`, '1', '0.5', '123456', 'BTC', 'USDT', 'en', '2026-01-01 00:00:00']);
  }
}

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) 3-byte UTF-8 form instead of throwing. */
function encode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/**
 * A value at the edge of what the schema lets through (the largest number, the longest text, a decimal as long as a
 * pattern may allow): these pass validation and reach the services and the database, where overflows hide.
 */
export function extreme(schema: Schema | undefined, r: Rng, m: string, depth = 0): unknown {
  if (!schema) return '9'.repeat(40);
  if (schema.enum?.length) return r.pick(schema.enum);
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return extreme(r.pick(alt), r, m, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      if (r.chance(0.2)) return r.pick([2 ** 31, 2 ** 31 - 1, 2 ** 53 - 1]);
      return r.pick([schema.maximum ?? 2 ** 53 - 1, schema.minimum ?? -(2 ** 53 - 1)]);
    case 'boolean':
      return r.chance(0.5);
    case 'array': {
      // The longest list the schema allows, but only the outermost one long: lists nested in lists (a receipt
      // bundle's logs → leaves → proofs) multiply, and a billion elements test the fuzzer's memory, not the server.
      const length = Math.min(r.pick([1, 50, 1000]), schema.maxItems ?? Number.POSITIVE_INFINITY, depth > 0 ? 2 : 1000);
      return Array.from({ length }, () => extreme(schema.items, r, m, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) out[k] = extreme(s, r, m, depth);
      return out;
    }
    default: {
      // inside a list, a text as long as one field may be is enough (a thousand of them would be 300 MB)
      const max = Math.min(schema.maxLength ?? 300_000, depth > 0 ? 10_000 : 300_000);
      return r.pick([
        '9'.repeat(Math.min(max, 40)),
        `${'9'.repeat(18)}.${'9'.repeat(18)}`,
        `${'9'.repeat(19)}`,
        `${'9'.repeat(24)}.5`,
        `0.${'0'.repeat(17)}1`,
        `0.${'0'.repeat(30)}1`,
        `${m}${'a'.repeat(Math.max(0, max - m.length))}`,
        `${m}${'中'.repeat(Math.max(0, Math.min(max, 10_000) - m.length))}`,
        '1',
        '2147483648',
      ]);
    }
  }
}

function queryString(obj: Record<string, unknown>): string {
  const parts = Object.entries(obj).map(([k, v]) => {
    const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
    return `${encode(k)}=${encode(text.slice(0, 20_000))}`;
  });
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A string for a path segment (the router cuts at '/', so bad values are encoded). */
function pathValue(v: unknown): string {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
  return encode(s.slice(0, 2_000));
}

/** `ownIds`: ids the fuzzer's own user and admin have, kept out of path ids so a lock does not end its sessions. */
export function makeCase(route: Route, r: Rng, ownIds: readonly number[] = []): Case {
  const m = marker(r);
  const params: Record<string, unknown> = {};
  const ids = [1, 2, 3, 4, 5, 6, 7, 8].filter((n) => !ownIds.includes(n));
  for (const p of route.pathParams) params[p] = r.pick(ids);
  const query: Record<string, unknown> = {};
  for (const q of route.query) {
    if (q.required || r.chance(0.5)) query[q.name] = plausible(q.schema, r, m);
  }
  let body: Record<string, unknown> =
    route.body && typeof plausible(route.body, r, m) === 'object'
      ? (plausible(route.body, r, m) as Record<string, unknown>)
      : {};
  let how: string;
  let payload: string | undefined;
  let contentType = 'application/json';

  const fields = Object.keys(route.body?.properties ?? {});
  const strategies = [
    'body-field',
    'body-field',
    'extremes',
    'extremes',
    'extremes',
    'unsafe-text',
    'path',
    'query',
    'missing',
    'proto',
    'json',
    'multipart',
    'form',
    'body-type',
  ] as const;
  const strategy = route.multipart && r.chance(0.5) ? 'multipart' : r.pick(strategies);
  switch (strategy) {
    case 'body-field': {
      const key = fields.length ? r.pick(fields) : m;
      body = { ...body, [key]: badValue(r, m) };
      if (r.chance(0.3) && fields.length > 1) body[r.pick(fields)] = badValue(r, m);
      how = `body.${key}`;
      break;
    }
    case 'extremes': {
      if (route.body) body = extreme(route.body, r, m) as Record<string, unknown>;
      for (const q of route.query) if (r.chance(0.7)) query[q.name] = extreme(q.schema, r, m);
      for (const p of route.pathParams) if (r.chance(0.3)) params[p] = r.pick([2 ** 31 - 1, 2 ** 31, 2 ** 53]);
      how = 'extremes';
      break;
    }
    case 'unsafe-text': {
      // Every text field at once carries NUL or a lone surrogate (one field alone may be refused before the rest).
      const bad = () => r.pick([`${m}\u0000`, `\ud800${m}`, `${m}\udfff`]);
      const isText = (sc: Schema | undefined) =>
        !!sc && (sc.type === 'string' || !!(sc.anyOf ?? sc.oneOf)?.some((x) => x.type === 'string'));
      for (const [k, sc] of Object.entries(route.body?.properties ?? {})) if (isText(sc)) body[k] = bad();
      for (const q of route.query) if (isText(q.schema)) query[q.name] = bad();
      for (const p of route.pathParams) if (r.chance(0.3)) params[p] = bad();
      how = 'unsafe text in every text field';
      break;
    }
    case 'path': {
      if (route.pathParams.length) {
        const p = r.pick(route.pathParams);
        params[p] = badValue(r, m);
        how = `path.${p}`;
      } else {
        query[m] = badValue(r, m);
        how = 'extra query';
      }
      break;
    }
    case 'query': {
      const name = route.query.length && r.chance(0.8) ? r.pick(route.query).name : 'lang';
      query[name] = badValue(r, m);
      how = `query.${name}`;
      break;
    }
    case 'missing':
      body = {};
      for (const k of Object.keys(query)) if (r.chance(0.5)) delete query[k];
      how = 'missing fields';
      break;
    case 'proto':
      payload = prototypeJson(body, m);
      how = 'prototype keys';
      break;
    case 'json':
      payload = brokenJson(r, m);
      how = 'broken JSON';
      break;
    case 'multipart': {
      const mp = brokenMultipart(r, m);
      contentType = mp.contentType;
      payload = mp.body;
      how = 'broken multipart';
      break;
    }
    case 'form': {
      const key = fields.length ? r.pick(fields) : m;
      const v = badValue(r, m);
      body = { ...body, [key]: typeof v === 'string' ? v : JSON.stringify(v) };
      contentType = 'application/x-www-form-urlencoded';
      payload = queryString(body).slice(1);
      how = `form.${key}`;
      break;
    }
    default:
      payload = JSON.stringify(badValue(r, m));
      how = 'body of the wrong type';
  }

  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(params[name]));
  const withBody = route.method !== 'GET';
  if (withBody && payload === undefined) payload = JSON.stringify(body);
  // GET bodies are ignored by the routes; their bad values go to the query.
  if (!withBody && strategy === 'body-field') Object.assign(query, body);
  return {
    route,
    url: `${path}${queryString(query)}`,
    headers: withBody ? { 'content-type': contentType } : {},
    payload: withBody ? payload : undefined,
    how,
    marker: m,
  };
}
