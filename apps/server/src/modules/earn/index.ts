export { earnModule } from './earn.module';
