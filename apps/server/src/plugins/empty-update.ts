/**
 * An update names at least one field it changes (issue 29): `PUT /admin/earn/ieo/:id` with `{}`, or with fields
 * the schema does not know (the schema strips them), reached the database as an UPDATE with nothing to set and
 * answered 500. Checked once here for every PUT and PATCH whose route declares a JSON object body, after the
 * route's guards and schema ran, so a stranger still learns nothing and the body is the validated one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const UPDATES = new Set(['PUT', 'PATCH']);

export function checkUpdateBody(request: FastifyRequest): void {
  if (!UPDATES.has(request.method) || !request.routeOptions.schema?.body) return;
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  if (Object.values(body).every((v) => v === undefined)) throw AppError.invalid('body', 'validation.empty_update');
}

export function registerEmptyUpdateGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => checkUpdateBody(request));
}
