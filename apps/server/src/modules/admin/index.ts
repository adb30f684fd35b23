export type { Actor, AuditEntry, AuditService } from './admin.audit';
export { DEMO_ADMIN } from './admin.demo';
export { type AdminGuard, actorOf, readToken } from './admin.guard';
export { adminModule } from './admin.module';
export { dummyHash, hashPassword, verifyPassword } from './admin.password';
export {
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  totpStep,
  totpUrl,
} from './admin.totp';
