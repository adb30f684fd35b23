/**
 * Every HTTP error in the envelope (issue 10), including the ones Fastify and Node answer before any route or hook
 * runs: a request line or headers too large (431, or 414 when it is the address that is too long), a request Node
 * cannot parse (400), a path with broken percent-encoding or a too-long parameter (FST_ERR_BAD_URL,
 * FST_ERR_MAX_PARAM_LENGTH), and an address longer than MAX_URL_LENGTH that still fitted in Node's header limit
 * (414). None of these has a parsed request, so the language is read from the raw query where possible.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type Lang, pickLang } from '@app/i18n';
import { type ServerKey, t } from '@app/i18n/server';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Longest request address (path and query) answered normally; above it 414. */
export const MAX_URL_LENGTH = 8 * 1024;

const langOfUrl = (url: string | undefined): Lang => {
  const m = /[?&]lang=([a-z]{2,3})(?:&|$)/.exec(url ?? '');
  return pickLang(m?.[1]);
};

function envelopeBody(lang: Lang, key: ServerKey): string {
  return JSON.stringify({ type: 'error', message: t(lang, key) });
}

/** Node's `clientError`: the request never became a Fastify request; answer on the raw socket and close it. */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, error: Error, socket: Socket) {
  const err = error as NodeJS.ErrnoException & { rawPacket?: Buffer };
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status: number;
  let key: ServerKey;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'ERR_HTTP_HEADERS_TIMEOUT') {
    status = 408;
    key = 'error.bad_request';
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    // The address alone too long → 414; otherwise the headers → 431.
    const head = err.rawPacket?.subarray(0, MAX_URL_LENGTH + 64).toString('latin1') ?? '';
    const lineEnd = head.indexOf('\r\n');
    const urlTooLong = lineEnd === -1 ? head.length > MAX_URL_LENGTH : lineEnd > MAX_URL_LENGTH;
    status = urlTooLong ? 414 : 431;
    key = urlTooLong ? 'error.url_too_long' : 'error.headers_too_large';
  } else {
    status = 400;
    key = 'error.bad_request';
  }
  // Only the code: never the raw packet (it may carry a token or a password).
  this.log.info({ code: err.code, status }, 'client error before routing');
  const firstLine = err.rawPacket?.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0];
  const body = envelopeBody(langOfUrl(firstLine?.split(' ')[1]), key);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: errors found while routing, before hooks (bad percent-encoding, long params). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOfUrl(request.raw.url);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : 400;
  const key: ServerKey = status === 404 ? 'error.not_found' : 'error.bad_url';
  request.log.info({ code: error.code }, 'bad address');
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({
      type: 'error',
      message: t(lang, key),
    });
}

/** First hook of every request: an address longer than MAX_URL_LENGTH is answered 414 before anything parses it. */
export function registerUrlLimit(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.raw.url?.length ?? 0) <= MAX_URL_LENGTH) return;
    return reply
      .code(414)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ type: 'error', message: t(langOfUrl(request.raw.url?.slice(0, MAX_URL_LENGTH)), 'error.url_too_long') });
  });
}
