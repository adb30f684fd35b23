export { notifyModule } from './notify.module';
export type { NotifyService } from './notify.service';
