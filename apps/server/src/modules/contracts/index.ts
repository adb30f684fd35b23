export { contractsModule } from './contracts.module';
