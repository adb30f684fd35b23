/**
 * `POST /api/first-screen` (packages/api platform/first-screen.ts): a screen's first calls in one request. Each call
 * is run through the app as a request of its own (light-my-request's inject): the same route, validation, hooks
 * and rate limit, with the caller's address, token and language, so the batch can do nothing the calls one by one
 * could not. Only the read calls first screens make are accepted, at most eight.
 */
import { FirstScreenAnswers, FirstScreenBody, type FirstScreenCall } from '@app/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../envelope';

const FORWARDED = ['authorization', 'accept-language', 'user-agent'] as const;

async function runCall(app: FastifyInstance, request: FastifyRequest, call: FirstScreenCall) {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const data = Object.entries(call.data ?? {}).map(([k, v]): [string, string] => [k, String(v)]);
  const get = call.method === 'GET';
  const res = await app.inject({
    method: call.method,
    url: get ? `/api${call.path}?${new URLSearchParams(data)}` : `/api${call.path}`,
    headers: get ? headers : { ...headers, 'content-type': 'application/json' },
    payload: get ? undefined : JSON.stringify(call.data ?? {}),
    remoteAddress: request.ip,
  });
  let body: unknown = null;
  try {
    body = res.json();
  } catch {
    // Not JSON (a proxy's page, an empty answer): the client sees the status and no body, as it would have.
  }
  return { status: res.statusCode, body };
}

export function registerFirstScreen(api: FastifyInstance, app: FastifyInstance) {
  api
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/first-screen',
      { schema: { tags: ['common'], body: FirstScreenBody, response: { 200: envelope(FirstScreenAnswers) } } },
      async (request) => ok(await Promise.all(request.body.calls.map((call) => runCall(app, request, call)))),
    );
}
