import type { AdminView } from '@app/api';
import type { Lang } from '@app/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language (query `lang`, or body `lang`), default en. */
    lang: Lang;
    /** The signed-in admin, set by the admin guard on /api/admin routes. */
    admin: (AdminView & { tokenHash: string }) | null;
    /** The signed-in user, set by the user guard (modules/accounts/auth.guard.ts); 0 when anonymous. */
    userId: number;
    /** The session behind the caller's token (0 when anonymous). */
    userSessionId: number;
  }
}
