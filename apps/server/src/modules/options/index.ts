export { optionsModule } from './options.module';
