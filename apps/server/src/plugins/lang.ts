import { isLang, pickLang } from '@app/i18n';
import type { FastifyInstance } from 'fastify';

/**
 * Sets `request.lang` on every request: from the query first (available even when the body is malformed or
 * the route unknown), then from the body once it is parsed (the spec's client puts lang in POST bodies).
 */
export function registerLang(app: FastifyInstance) {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLang((request.query as Record<string, unknown> | undefined)?.lang);
  });
  app.addHook('preValidation', async (request) => {
    // A POST without a body validates as an empty object, so defaults (page, limit, c_id) apply.
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
    const fromBody = (request.body as Record<string, unknown> | undefined)?.lang;
    if (isLang(fromBody)) request.lang = fromBody;
  });
}
