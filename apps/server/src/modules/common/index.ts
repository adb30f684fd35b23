export { commonModule } from './common.module';
export type { SettingsService } from './common.service';
