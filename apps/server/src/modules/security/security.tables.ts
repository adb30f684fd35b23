/**
 * Users' second factor: the TOTP enrolment (secrets sealed with platform/secret-box.ts), one-time recovery codes
 * (sha256 of each), and the short-lived login tickets handed out between the password and the code.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Sealed secret once 2FA is on (null while only a setup is pending). */
  secret: text('secret'),
  /** Sealed secret handed out by the setup call, waiting for a first valid code. */
  pendingSecret: text('pending_secret'),
  /** Last accepted 30 s step, so a code works once. */
  lastStep: integer('last_step'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/** Between a right password and the second factor: only the sha256 of the random ticket is stored. */
export const loginTickets = pgTable(
  'login_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_tickets_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys) a user registered as a second factor at login. */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    /** The authenticator's transports (comma-separated), handed back to the browser at login. */
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('user_passkeys_user_idx').on(t.userId)],
);

/** Outstanding WebAuthn challenges: `reg:<user>` for a registration, `login:<ticket hash>` for a login; one use. */
export const passkeyChallenges = pgTable('passkey_challenges', {
  key: text('key').primaryKey(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One-use proofs of a passkey step-up: a sensitive call (withdrawal, address, bank card, pay password) carries the
 * proof in `two_factor_code`. Stored as sha256; 5 minutes; bound to the user who signed.
 */
export const stepUpProofs = pgTable(
  'step_up_proofs',
  {
    proofHash: text('proof_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('step_up_proofs_user_idx').on(t.userId)],
);
