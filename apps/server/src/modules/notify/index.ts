export { devOutboxOf, notifyModule } from './notify.module';
export type { EmailStep, Message, NotifyService } from './notify.service';
