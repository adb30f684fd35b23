/**
 * Creates a back-office account (the first admin in production):
 *   ADMIN_PASSWORD='a long secret' npm run admin:create -- --email ops@example.com --name Ops --role super
 * Without ADMIN_PASSWORD the password is read from stdin (prompted when interactive). Uses the same database
 * settings as the server (DATABASE_URL / DATA_DIR).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ADMIN_PASSWORD_MIN, AdminCreateBody } from '@app/api';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { AppError } from '../errors';
import { createAuditService } from '../modules/admin/admin.audit';
import { createAdminService } from '../modules/admin/admin.service';
import { createThrottleService } from '../modules/throttle/throttle.service';
import { createSecretBox } from '../platform/secret-box';

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const rl = createInterface({ input: process.stdin, output: process.stdin.isTTY ? process.stdout : undefined });
  try {
    return (
      await rl.question(process.stdin.isTTY ? `Password (at least ${ADMIN_PASSWORD_MIN} characters): ` : '')
    ).trim();
  } finally {
    rl.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'super' } },
  });
  const password = await readPassword();
  const parsed = AdminCreateBody.safeParse({ ...values, password });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
    console.error(
      'usage: ADMIN_PASSWORD=... npm run admin:create -- --email a@b.c --name Name --role super|finance|support|content',
    );
    process.exit(2);
  }

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const admins = createAdminService(database.db, {
      audit: createAuditService(database.db),
      tokenTtlHours: config.adminTokenTtlHours,
      throttle: createThrottleService(database.db),
      box: createSecretBox(config.secretKey),
    });
    const created = await admins.create(null, parsed.data);
    console.log(`created admin #${created.id} ${created.email} (${created.role})`);
  } catch (error) {
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') {
      console.error(`an admin with email ${parsed.data.email} already exists`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
