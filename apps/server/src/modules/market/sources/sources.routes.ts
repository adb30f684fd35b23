/** Public, read-only price-source routes (docs/api-market.md "Price sources"); no login, nothing writes. */
import { MarketSourcesAnswer, SourceHistoryQuery, SourceSetEntry } from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../envelope';
import type { SourcesService } from './sources.service';

export function registerSourceRoutes(app: FastifyInstance, sources: SourcesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['market'];
  r.get('/market/sources', { schema: { tags, response: { 200: envelope(MarketSourcesAnswer) } } }, async () =>
    ok(sources.publicView()),
  );
  r.get(
    '/market/sources/history',
    { schema: { tags, querystring: SourceHistoryQuery, response: { 200: envelope(z.array(SourceSetEntry)) } } },
    async (req) => ok(await sources.history(req.query.symbol)),
  );
}
