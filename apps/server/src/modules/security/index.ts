export { securityModule } from './security.module';
