import { AppError } from '../../errors';
import type { AdminService } from './admin.service';

export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin12345',
  name: 'Demo admin',
  role: 'super',
} as const;

/** The demo admin, ensured by email (idempotent; a changed password is kept). */
export async function seedDemoAdmin(admin: Pick<AdminService, 'create'>): Promise<void> {
  try {
    await admin.create(null, DEMO_ADMIN);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
  }
}
