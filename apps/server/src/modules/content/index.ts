export { contentModule } from './content.module';
