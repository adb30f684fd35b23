import { PlatformStatus, rolesFor } from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../envelope';
import type { ModuleContext } from '../../platform/module';
import type { AdminGuard } from './admin.guard';

/** `GET /admin/platform`: this instance's modules, sweepers (lag, backlog, failures), jobs and channels. */
export function registerPlatformRoutes(
  app: FastifyInstance,
  deps: { platform: ModuleContext['platform']; guard: AdminGuard },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/platform',
    {
      preValidation: deps.guard(...rolesFor('platform', 'read')),
      schema: { tags: ['admin'], response: { 200: envelope(PlatformStatus) } },
    },
    async () => ok(deps.platform.status()),
  );
}
