/**
 * The API's one way to send mail: through SMTP when SMTP_URL is set (nodemailer), otherwise
 * into the outbox file that demo mode shows (outbox-store.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { appendOutboxMessage } from './outbox-store';

export type Mail = { to: string; subject: string; text: string; link: string | null };
export type SendMail = (mail: Mail) => Promise<void>;

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'demo'>;

/** The outbox is readable only in demo mode without SMTP (GET /api/outbox). */
export function isOutboxReadable(config: Pick<Config, 'smtpUrl' | 'demo'>): boolean {
  return config.demo && !config.smtpUrl;
}

export function createMailSender(config: MailConfig, log: FastifyBaseLogger): SendMail {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return async (mail) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    };
  }
  return async (mail) => {
    if (!config.demo) {
      // Nobody can read the outbox outside demo mode: say so, or the mail seems lost without a trace.
      log.warn({ subject: mail.subject }, 'SMTP_URL is not set: mail kept in the outbox file, not delivered');
    }
    await appendOutboxMessage(config.dataDir, { ...mail, sentAt: new Date().toISOString() });
  };
}
