export type { Actor, AuditService } from './admin.audit';
export { DEMO_ADMIN } from './admin.demo';
export { type AdminGuard, actorOf, readToken } from './admin.guard';
export { adminModule } from './admin.module';
