/** A signed-in admin of a given role without the demo seed: created through the admin service, then logged in. */
import { randomBytes } from 'node:crypto';
import type { AdminRole } from '@app/api';
import type { App } from '../app';
import { adminModule } from '../modules/admin';
import { adminAuth } from './make-app';

export async function makeAdmin(
  app: App,
  role: AdminRole = 'super',
): Promise<{ authorization: string; email: string }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Admin-${randomBytes(6).toString('hex')}`;
  await app.use(adminModule).admin.create(null, { email, name: role, role, password });
  return { ...(await adminAuth(app, email, password)), email };
}
