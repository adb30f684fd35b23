/**
 * Outgoing messages (verification codes by mail or SMS). Without SMTP_URL / SMS_URL they go to the dev outbox,
 * which the back office shows in demo mode only.
 */
import { defineModule } from '../../platform/module';
import { adminModule } from '../admin';
import { createSmtpMailer } from './mailer';
import { registerNotifyAdminRoutes } from './notify.routes';
import { createNotifyService } from './notify.service';
import * as tables from './notify.tables';
import { createHttpSmsProvider } from './sms';

/**
 * Channels whose messages stay in the dev outbox and can be read there: no transport configured, and demo mode
 * (the only mode whose back office shows the outbox).
 */
export const devOutboxOf = (c: { demo: boolean; smtpUrl: string | undefined; smsUrl: string | undefined }) => ({
  email: c.demo && !c.smtpUrl,
  sms: c.demo && !c.smsUrl,
});

export const notifyModule = defineModule({
  name: 'notify',
  tables,
  config: (c) => ({ smtpUrl: c.smtpUrl, smsUrl: c.smsUrl, publicUrl: c.publicUrl, demo: c.demo }),
  create({ db, log, use }, config) {
    const { guard } = use(adminModule);
    const host = new URL(config.publicUrl).hostname;
    const notify = createNotifyService(db, {
      mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, `no-reply@${host}`) : undefined,
      sms: config.smsUrl ? createHttpSmsProvider(config.smsUrl) : undefined,
      log,
    });
    return {
      exports: { notify },
      adminRoutes: (api) => registerNotifyAdminRoutes(api, { notify, guard, demo: config.demo }),
    };
  },
});
