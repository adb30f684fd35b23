/** Email delivery through nodemailer to SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`). */
import nodemailer from 'nodemailer';

export type Mailer = { send(to: string, subject: string, text: string): Promise<void> };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
