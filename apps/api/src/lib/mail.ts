/**
 * A mail and the one way to send it (issue 12): `app.mailer` (plugins/mailer.ts) is a `SendMail`, through
 * SMTP or into the demo outbox. Here, below the plugins, so the features and auth/ that send mail name the
 * type without importing the plugin.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about, so the demo inbox can offer it as a button. */
  link: string | null;
  /** Extra headers for SMTP (List-Unsubscribe…); the demo outbox keeps none. */
  headers?: Record<string, string>;
  /**
   * The same for every send of the same message (decision 058): SMTP's Message-ID, by which mail
   * systems drop a copy; the demo outbox keeps a key once.
   */
  idempotencyKey?: string;
};
export type SendMail = (mail: Mail) => Promise<void>;
