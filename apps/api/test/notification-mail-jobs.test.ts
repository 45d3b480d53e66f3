/**
 * Notification mail on the job queue (issue 28, decision 058): sent at least once, never twice to a
 * person. Through the real pg-boss queue (no worker polls under test: the delivery runs the due mail
 * jobs itself, `drain()` runs the rest), against a fake SMTP server that is down, then up.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationMails, notifications } from '../src/db/schema';
import {
  buildMailIdempotencyKey,
  NOTIFICATION_MAIL_BOUNDS,
  NOTIFICATION_MAIL_JOB,
} from '../src/modules/notifications/notification-mail';
import { readOutboxMessages } from '../src/modules/outbox/outbox-store';
import { OVERDUE_SWEEP_JOB } from '../src/modules/payments/overdue-sweep';
import { DAILY_DIGEST_JOB, LISTING_ALERT_JOB } from '../src/modules/saved-searches/listing-events';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createUser, type TestUser } from './helpers/factory';
import { startFakeSmtpServer } from './helpers/fake-smtp-server';
import { findFreePort } from './helpers/free-port';
import { holdJobsInDeadInstance, jobsOf, letRetriesStart, queueBounds } from './helpers/jobs';

async function notify(testApp: TestApp, person: TestUser, title: string): Promise<string> {
  const [row] = await testApp.app.db
    .insert(notifications)
    .values({ userId: person.id, kind: 'viewing_confirmed', title, link: '/dashboard' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('no notification written');
  return row.id;
}

async function isMarkedSent(testApp: TestApp, notificationId: string, recipient: string) {
  const rows = await testApp.app.db
    .select()
    .from(notificationMails)
    .where(
      and(eq(notificationMails.notificationId, notificationId), eq(notificationMails.recipient, recipient)),
    );
  return rows.length === 1;
}

function messageIdOf(raw: string): string | undefined {
  return /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];
}

/**
 * Runs the due mail jobs here, and waits until every one is done: the app's delivery timer runs them
 * too (plugins/notifications.ts), so a job may be taken by its run instead, and still be running.
 */
async function runMailJobs(testApp: TestApp) {
  await testApp.app.jobs.drain(NOTIFICATION_MAIL_JOB);
  await vi.waitFor(
    async () => {
      const states = (await jobsOf(testApp, NOTIFICATION_MAIL_JOB)).map((job) => job.state);
      expect(states.every((state) => state === 'completed')).toBe(true);
    },
    { timeout: 60_000, interval: 50 },
  );
}

describe('through SMTP that is down, then up', () => {
  let testApp: TestApp;
  let smtpPort: number;
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>> | undefined;
  let person: TestUser;
  let notificationId: string;

  beforeAll(async () => {
    smtpPort = await findFreePort();
    testApp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    await testApp.app.ready();
    person = await createUser(testApp.app.db, { name: 'Patient Reader' });
  });

  afterAll(async () => {
    await testApp?.close();
    smtp?.server.close();
  });

  it('shows the notification at once and keeps its mail job waiting for a retry while SMTP refuses', async () => {
    notificationId = await notify(testApp, person, 'Your viewing is confirmed');
    await testApp.app.notifications.deliverNow();
    const [row] = await testApp.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, notificationId));
    expect(row?.deliveredAt).not.toBeNull();
    expect(await jobsOf(testApp, NOTIFICATION_MAIL_JOB)).toEqual([
      { state: 'retry', retry_count: 0, is_due: false },
    ]);
    expect(await isMarkedSent(testApp, notificationId, person.email)).toBe(false);
  });

  it('retries a job whose instance died holding it, once its expiry has passed', async () => {
    // A worker took the retry and its instance died a minute later, still holding it.
    await holdJobsInDeadInstance(
      testApp,
      NOTIFICATION_MAIL_JOB,
      NOTIFICATION_MAIL_BOUNDS.expireInSeconds - 5,
    );
    await testApp.app.jobs.expireLost();
    expect(await jobsOf(testApp, NOTIFICATION_MAIL_JOB)).toMatchObject([{ state: 'active' }]);
    await holdJobsInDeadInstance(
      testApp,
      NOTIFICATION_MAIL_JOB,
      NOTIFICATION_MAIL_BOUNDS.expireInSeconds + 1,
    );
    await testApp.app.jobs.expireLost();
    expect(await jobsOf(testApp, NOTIFICATION_MAIL_JOB)).toMatchObject([{ state: 'retry' }]);
  });

  it('sends the mail once when SMTP answers again, and records it after the send', async () => {
    smtp = await startFakeSmtpServer(smtpPort);
    await letRetriesStart(testApp, NOTIFICATION_MAIL_JOB);
    await runMailJobs(testApp);
    expect(smtp.messages).toHaveLength(1);
    expect(messageIdOf(smtp.messages[0] ?? '')).toBe(
      `<${buildMailIdempotencyKey(notificationId, person.email)}@nestlane.test>`,
    );
    expect(await isMarkedSent(testApp, notificationId, person.email)).toBe(true);
    expect((await jobsOf(testApp, NOTIFICATION_MAIL_JOB)).map((job) => job.state)).toEqual(['completed']);
  });

  it('sends nothing when the same job runs again after the mail was recorded (a retry after a crash)', async () => {
    await testApp.app.jobs.send(NOTIFICATION_MAIL_JOB, { notificationId });
    await runMailJobs(testApp);
    expect(await jobsOf(testApp, NOTIFICATION_MAIL_JOB)).toHaveLength(2);
    expect(smtp?.messages).toHaveLength(1);
  });

  it('sends a crash’s second copy under the same Message-ID, for mail systems to drop', async () => {
    // The instance died between the send and the record.
    await testApp.app.db
      .delete(notificationMails)
      .where(eq(notificationMails.notificationId, notificationId));
    await testApp.app.jobs.send(NOTIFICATION_MAIL_JOB, { notificationId });
    await runMailJobs(testApp);
    expect(await jobsOf(testApp, NOTIFICATION_MAIL_JOB)).toHaveLength(3);
    const ids = (smtp?.messages ?? []).map(messageIdOf);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });
});

describe('into the demo outbox', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function mailsTo(email: string) {
    return (await readOutboxMessages(testApp.config.dataDir)).filter((mail) => mail.to === email);
  }

  it('keeps one copy when the mail is sent again between the send and its record', async () => {
    const person = await createUser(testApp.app.db, { name: 'Outbox Reader' });
    const notificationId = await notify(testApp, person, 'Your offer was accepted');
    await testApp.app.notifications.deliverNow();
    expect(await mailsTo(person.email)).toHaveLength(1);
    await testApp.app.db
      .delete(notificationMails)
      .where(eq(notificationMails.notificationId, notificationId));
    await testApp.app.jobs.send(NOTIFICATION_MAIL_JOB, { notificationId });
    await runMailJobs(testApp);
    expect(await mailsTo(person.email)).toHaveLength(1);
    expect(await isMarkedSent(testApp, notificationId, person.email)).toBe(true);
  });

  it('states the bounds of every queue: retries, their delay, and an expiry of at most five minutes', async () => {
    const bounds = await queueBounds(testApp);
    expect(bounds.map((queue) => queue.name)).toEqual(
      expect.arrayContaining([NOTIFICATION_MAIL_JOB, OVERDUE_SWEEP_JOB, LISTING_ALERT_JOB, DAILY_DIGEST_JOB]),
    );
    for (const queue of bounds) {
      expect(queue.retry_limit, queue.name).toBeGreaterThan(0);
      expect(queue.retry_delay, queue.name).toBeGreaterThan(0);
      expect(queue.expire_seconds, queue.name).toBeLessThanOrEqual(300);
    }
    expect(bounds.find((queue) => queue.name === NOTIFICATION_MAIL_JOB)).toMatchObject({
      retry_limit: NOTIFICATION_MAIL_BOUNDS.retryLimit,
      expire_seconds: 60,
    });
  });
});
