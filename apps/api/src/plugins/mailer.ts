/**
 * Sending mail, shared infrastructure beside payments (issue 12): through SMTP when SMTP_URL is
 * set (nodemailer), otherwise into the outbox file that demo mode shows (modules/outbox). Every
 * feature sends with `app.mailer` and never asks which; identity (password reset) included.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { findInboxOwner } from '../lib/inbox-owner';
import type { SendMail } from '../lib/mail';
import { appendOutboxMessage } from '../modules/outbox/outbox-store';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: SendMail;
  }
}

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'demo'>;

export async function createMailSender(config: MailConfig, log: FastifyBaseLogger): Promise<SendMail> {
  if (config.smtpUrl) {
    // Imported only with SMTP_URL: the outbox file needs none of nodemailer's start-up time.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(config.smtpUrl);
    const domain = /@([^>\s]+)/.exec(config.mailFrom)?.[1] ?? 'nestlane.invalid';
    return async (mail) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.idempotencyKey ? { messageId: `<${mail.idempotencyKey}@${domain}>` } : {}),
      });
    };
  }
  return async (mail) => {
    if (!config.demo) {
      // Nobody can read the outbox outside demo mode: say so, or the mail seems lost without a trace.
      log.warn({ subject: mail.subject }, 'SMTP_URL is not set: mail kept in the outbox file, not delivered');
    }
    const { to, subject, text, link, idempotencyKey } = mail;
    // The browser whose request sent it, if one did: only it may read the message (decision 044).
    const owner = findInboxOwner();
    await appendOutboxMessage(config.dataDir, {
      to,
      subject,
      text,
      link,
      sentAt: new Date().toISOString(),
      ...(owner ? { owner } : {}),
      ...(idempotencyKey ? { key: idempotencyKey } : {}),
    });
  };
}

async function registerMailer(app: FastifyInstance, options: { config: Config }) {
  app.decorate('mailer', await createMailSender(options.config, app.log));
}

export default fp(registerMailer, { name: 'mailer', fastify: '5.x' });
