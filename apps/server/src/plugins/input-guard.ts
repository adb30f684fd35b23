/**
 * One rule for every text input (issue 10): no NUL and no lone surrogate in the body, the query or the path
 * parameters of any route, checked once here before the route's own schema runs. PostgreSQL refuses both (a 500
 * with the SQL in the log before this existed), so they are answered as a translated field error in the envelope,
 * like every other validation failure. The predicate lives in the shared validators (@app/api findUnsafeText) so
 * the clients can use the same rule in their forms.
 */
import { findUnsafeText } from '@app/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const PARTS = ['params', 'query', 'body'] as const;

export function checkInput(request: FastifyRequest): void {
  for (const part of PARTS) {
    const found = findUnsafeText(request[part]);
    if (!found) continue;
    throw AppError.invalid(
      found.path.join('.'),
      found.reason === 'depth' ? 'validation.too_deep' : 'validation.unsafe_text',
    );
  }
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => checkInput(request));
}
