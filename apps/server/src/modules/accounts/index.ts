export { accountsModule } from './accounts.module';
export type { UserGuard } from './auth.guard';
export { DEMO_USER } from './demo-user';
export { LEVEL_LIMITS } from './kyc.service';
export type { Proof, SecurityService } from './security.service';
export type { UploadService } from './uploads.service';
export type { UserDirectory } from './users.directory';
