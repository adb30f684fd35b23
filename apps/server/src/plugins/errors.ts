/**
 * The one error handler: typed AppErrors, schema validation failures and framework errors become the
 * envelope `{type, message}` in the caller's language. Client mistakes answer HTTP 200 (the spec's client only
 * reads 200s); unknown routes 404; rate limiting 429; anything unexpected 500 with no stack or SQL.
 */
import { t } from '@app/i18n/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, isAppError } from '../errors';
import { fieldLabel, validationMessage } from './validation-message';

function send(reply: FastifyReply, status: number, type: string, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ type, message });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'en';

    if (isAppError(error)) {
      const { type, key } = ERROR_CODES[error.code];
      const message = error.field
        ? t(lang, 'validation.format', {
            field: fieldLabel(lang, error.field.field.split('.')),
            reason: t(lang, error.field.reason, error.field.params),
          })
        : error.say
          ? t(lang, error.say.key, error.say.params)
          : t(lang, key);
      return send(reply, 200, type, message);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const part = error.validationContext;
      const input = part === 'querystring' ? request.query : part === 'params' ? request.params : request.body;
      return send(reply, 200, 'error', validationMessage(lang, first, input));
    }

    if (isMalformedMultipart(error, request)) {
      request.log.info({ code: error.code ?? 'multipart' }, 'malformed upload');
      return send(reply, 400, 'error', t(lang, 'error.bad_multipart'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 200, 'error', t(lang, 'error.bad_json'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 200, 'error', t(lang, 'error.unsupported_media_type'));
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, 'error', t(lang, 'error.too_many_requests'));
    if (status === 413) return send(reply, 200, 'error', t(lang, 'error.payload_too_large'));
    if (status === 404) return send(reply, 404, 'error', t(lang, 'error.not_found'));
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, 'client error');
      return send(reply, 200, 'error', t(lang, 'error.bad_request'));
    }

    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, 'error', t(lang, 'error.server'));
  });
}

/**
 * A multipart body the parser could not read: no boundary, a boundary over busboy's limit (RFC 2046 allows 70
 * characters; busboy's search refuses over 256), a truncated part, a part cut before its end. busboy throws plain
 * Errors for these (no status), and a truncated stream ends in ERR_STREAM_PREMATURE_CLOSE.
 */
const MULTIPART_FAILURE =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|Malformed part header|.* terminated early|The needle cannot have a length bigger than)/;
function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (
    !String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/')
  )
    return false;
  if (error.statusCode && error.statusCode !== 500) return error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE';
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || MULTIPART_FAILURE.test(error.message ?? '');
}

/** Unknown routes: an app's index.html under /h5/ or /admin/ when `fallback` serves one, else a 404 envelope. */
export function registerNotFound(
  app: FastifyInstance,
  fallback: (req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setNotFoundHandler((request, reply) => {
    if (fallback(request, reply)) return reply;
    return send(reply, 404, 'error', t(request.lang ?? 'en', 'error.not_found'));
  });
}
