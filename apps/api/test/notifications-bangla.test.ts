/**
 * Notifications in the reader's language (issue 16, decision 040): the bell, its live stream and the
 * unsubscribe answer follow the request's nestlane-lang cookie, else the person's stored language,
 * else English; mail follows the recipient's stored language. The row keeps its English, and a row
 * written before (no messages) stays English for everyone.
 */
import type { AppNotification } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { readOutboxMessages } from '../src/modules/outbox/outbox-store';
import { runDailyDigest } from '../src/modules/saved-searches/alert-service';
import { callAs, issueTestToken, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { buildOfferBody, createProperty, findUserRow, type TestUser } from './helpers/factory';
import { runAlertJobs, saveSearch, verifyListing } from './helpers/saved-search-alerts';

let testApp: TestApp;
let admin: TestAccount;
let agent: TestAccount;
let agentRow: TestUser;
let banglaAgent: TestAccount;
let banglaAgentRow: TestUser;
let buyer: TestAccount;

function db() {
  return testApp.app.db;
}

async function chooseLocale(account: TestAccount, locale: 'en' | 'bn') {
  const response = await callAs(testApp, account, 'PUT', '/api/me/locale', { locale });
  expect(response.statusCode).toBe(200);
}

/** The bell as `account` reads it, with the page's language cookie when given. */
async function bellOf(account: TestAccount, pageLocale?: 'en' | 'bn'): Promise<AppNotification[]> {
  const cookie = pageLocale ? `${account.cookie}; nestlane-lang=${pageLocale}` : account.cookie;
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/notifications?limit=50',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

function inBanglaDigits(value: number): string {
  return String(value).replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

/** `days` from today (UTC) at `time` UTC ('HH:MM'). */
function utcDayFromNow(days: number, time: string): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return new Date(`${day.toISOString().slice(0, 10)}T${time}:00.000Z`);
}

async function mailsTo(email: string) {
  await testApp.app.notifications.deliverNow();
  return (await readOutboxMessages(testApp.config.dataDir)).filter((mail) => mail.to === email);
}

async function offerOn(owner: TestUser, title: string, price: number) {
  const listing = await createProperty(db(), owner, { title, minPrice: price, maxPrice: price + 500_000 });
  const made = await callAs(testApp, buyer, 'POST', '/api/addOffer', buildOfferBody(listing));
  expect(made.statusCode).toBe(201);
  return listing;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAccount(testApp, { role: 'admin' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nadia Agent' });
  agentRow = await findUserRow(db(), agent.id);
  banglaAgent = await signUpAccount(testApp, { role: 'agent', name: 'Tania Agent' });
  banglaAgentRow = await findUserRow(db(), banglaAgent.id);
  await chooseLocale(banglaAgent, 'bn');
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('the bell', () => {
  it('reads in the stored language, the page’s cookie first, and keeps the English in the row', async () => {
    await offerOn(banglaAgentRow, 'Lakeside Flat', 1_500_000);
    const [stored] = await bellOf(banglaAgent);
    expect(stored).toMatchObject({
      kind: 'offer_received',
      title: 'নতুন অফার: Lakeside Flat',
      body: 'Rahim Buyer Lakeside Flat-এর জন্য ৳ ১৫,০০,০০০ অফার করেছেন।',
    });
    const [english] = await bellOf(banglaAgent, 'en');
    expect(english).toMatchObject({
      title: 'New offer on Lakeside Flat',
      body: 'Rahim Buyer offered ৳ 15,00,000 for Lakeside Flat.',
    });
    const [row] = await db().select().from(notifications).where(eq(notifications.userId, banglaAgent.id));
    expect(row).toMatchObject({ title: 'New offer on Lakeside Flat' });
  });

  it('writes money stored as a bare number before amounts were Taka values as Taka, never "paid 700000"', async () => {
    await db()
      .insert(notifications)
      .values({
        userId: agent.id,
        kind: 'payment_received',
        title: 'Payment received for Old Flat',
        body: 'Rahim Buyer paid 700000.',
        link: '/dashboard/soldProperties',
        message: {
          title: { id: 'notification.paymentReceived.title', values: { title: 'Old Flat' } },
          body: { id: 'notification.paymentReceived.body', values: { buyer: 'Rahim Buyer', price: 700_000 } },
        },
      });
    const english = (await bellOf(agent)).find((item) => item.title === 'Payment received for Old Flat');
    expect(english?.body).toBe('Rahim Buyer paid ৳ 7,00,000.');
    const bangla = (await bellOf(agent, 'bn')).find((item) => item.title.includes('Old Flat'));
    expect(bangla?.body).toBe('Rahim Buyer ৳ ৭,০০,০০০ পরিশোধ করেছেন।');
  });

  it('is English for someone who chose nothing, and Bangla when their page is', async () => {
    await offerOn(agentRow, 'Garden Villa', 900_000);
    const [item] = await bellOf(agent);
    expect(item).toMatchObject({
      title: 'New offer on Garden Villa',
      body: 'Rahim Buyer offered ৳ 9,00,000 for Garden Villa.',
    });
    expect((await bellOf(agent, 'bn'))[0]).toMatchObject({ title: 'নতুন অফার: Garden Villa' });
  });

  it('keeps a row written before its messages in English', async () => {
    const reader = await signUpAccount(testApp);
    await chooseLocale(reader, 'bn');
    await db().insert(notifications).values({
      userId: reader.id,
      kind: 'offer_rejected',
      title: 'An old notification',
      link: '/dashboard',
    });
    expect((await bellOf(reader))[0]).toMatchObject({ title: 'An old notification', body: '' });
  });

  it('writes a viewing’s times in Bangla, in Bangladesh time', async () => {
    const listing = await createProperty(db(), banglaAgentRow, { title: 'Hill House' });
    // Two days inside the viewing window (decision 044), at 09:30 and 04:00 UTC: 15:30 and 10:00 in
    // Bangladesh (UTC+6, no daylight saving), on the same calendar day as in UTC.
    const first = utcDayFromNow(30, '09:30');
    const second = utcDayFromNow(31, '04:00');
    const asked = await callAs(testApp, buyer, 'POST', '/api/viewings', {
      propertyId: listing.id,
      proposedTimes: [first.toISOString(), second.toISOString()],
      message: 'Morning please',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const viewing = (await bellOf(banglaAgent)).find((item) => item.kind === 'viewing_requested');
    expect(viewing?.title).toBe('Rahim Buyer Hill House পরিদর্শন করতে চান');
    // Day and year in Bangla digits, the month in Bangla letters, the time in Bangladesh's.
    const banglaDay = (day: Date) =>
      `${inBanglaDigits(day.getUTCDate())} \\p{Script=Bengali}+, ${inBanglaDigits(day.getUTCFullYear())}`;
    expect(viewing?.body).toMatch(
      new RegExp(`^প্রস্তাবিত সময়: ${banglaDay(first)}, ১৫:৩০; ${banglaDay(second)}, ১০:০০$`, 'u'),
    );
    const englishDay = (day: Date) => `${day.getUTCDate()} [A-Z][a-z]{2,3} ${day.getUTCFullYear()}`;
    expect((await bellOf(banglaAgent, 'en')).find((item) => item.kind === 'viewing_requested')?.body).toMatch(
      new RegExp(`^Proposed: ${englishDay(first)}, 15:30; ${englishDay(second)}, 10:00$`),
    );
  });
});

describe('mail', () => {
  it('reaches a Bangla reader in Bangla, its headers and links unchanged; English stays English', async () => {
    const listing = await offerOn(banglaAgentRow, 'Riverside Duplex', 2_000_000);
    const [mail, ...more] = (await mailsTo(banglaAgent.email)).filter((m) =>
      m.subject.includes('Riverside Duplex'),
    );
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('নতুন অফার: Riverside Duplex');
    const lines = mail?.text.split('\n') ?? [];
    expect(lines[0]).toBe('প্রিয় Tania Agent,');
    expect(lines).toContain('Rahim Buyer Riverside Duplex-এর জন্য ৳ ২০,০০,০০০ অফার করেছেন।');
    expect(lines).toContain(`নেস্টলেনে খুলে দেখুন: ${testApp.config.publicUrl}/dashboard/requestedProperties`);
    expect(mail?.text).toMatch(
      new RegExp(
        `এ ধরনের ইমেইল \\(“আমার লিস্টিংয়ে অফার”\\) আর না পেতে আনসাবস্ক্রাইব করুন: ${testApp.config.publicUrl}/unsubscribe\\?token=`,
      ),
    );
    expect(mail?.link).toBe(`${testApp.config.publicUrl}/dashboard/requestedProperties`);
    expect(listing.title).toBe('Riverside Duplex');

    await offerOn(agentRow, 'Old Town House', 700_000);
    const [english] = (await mailsTo(agent.email)).filter((m) => m.subject.includes('Old Town House'));
    expect(english?.text.split('\n')).toEqual([
      'Hello Nadia Agent,',
      '',
      'New offer on Old Town House',
      'Rahim Buyer offered ৳ 7,00,000 for Old Town House.',
      '',
      `Open it on Nestlane: ${testApp.config.publicUrl}/dashboard/requestedProperties`,
      '',
      expect.stringMatching(
        /^To stop these emails \("Offers on my listings"\), unsubscribe: .+\/unsubscribe\?token=/,
      ),
      'You can switch each kind of email on or off in My Profile.',
    ]);
  });

  it('the unsubscribe answer names the kind in the reader’s language', async () => {
    // An offer's mail (the viewing's, claimed in the same batch, may have been written after it).
    const mail = (await mailsTo(banglaAgent.email)).find((m) => m.subject.includes('Riverside Duplex'));
    const token = decodeURIComponent(/\/unsubscribe\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    const stored = await testApp.app.inject({ method: 'POST', url });
    expect(stored.json()).toEqual({ kind: 'offer_received', label: 'আমার লিস্টিংয়ে অফার' });
    const page = await testApp.app.inject({ method: 'POST', url, headers: { cookie: 'nestlane-lang=en' } });
    expect(page.json()).toEqual({ kind: 'offer_received', label: 'Offers on my listings' });
  });

  it('a saved-search alert: the bell, the listings’ places and prices in Bangla', async () => {
    const reader = await signUpAccount(testApp, { name: 'Mitu Reader' });
    await chooseLocale(reader, 'bn');
    await saveSearch(testApp, reader, { upazila: 'Savar' }, { name: 'Near work' });
    const listing = await createProperty(db(), agentRow, {
      verificationStatus: 'pending',
      district: 'Dhaka',
      upozila: 'Savar',
      title: 'Riverside Flat',
      minPrice: 125_000,
      maxPrice: 125_000,
      listedFor: 'For Rent',
    });
    await verifyListing(testApp, admin, listing.id);
    await runAlertJobs(testApp);
    const alert = (await bellOf(reader)).find((item) => item.kind === 'saved_search_match');
    expect(alert).toMatchObject({
      title: '“Near work”-এর সাথে মেলে এমন নতুন লিস্টিং: Riverside Flat',
      body: 'সাভার, ঢাকা',
    });
    const [mail] = await mailsTo(reader.email);
    expect(mail?.subject).toBe('“Near work”-এর সাথে মেলে এমন নতুন লিস্টিং: Riverside Flat');
    const lines = mail?.text.split('\n') ?? [];
    expect(lines).toContain('লিস্টিংগুলো:');
    expect(lines).toContain('- Riverside Flat, সাভার, ঢাকা: ৳ ১.২৫ লাখ/মাস');
    expect(lines).toContain(
      `সংরক্ষিত সার্চ থেকে এই অ্যালার্ট বদলান বা বন্ধ করুন: ${testApp.config.publicUrl}/dashboard/savedSearches`,
    );
  });

  it('a daily digest counts its listings with ICU plurals, in Bangla digits for a Bangla reader', async () => {
    const reader = await signUpAccount(testApp);
    await chooseLocale(reader, 'bn');
    const englishReader = await signUpAccount(testApp);
    for (const person of [reader, englishReader])
      await saveSearch(testApp, person, { upazila: 'Dohar' }, { name: 'Dohar homes', alert: 'daily' });
    for (const title of ['River Plot', 'Market Flat', 'Corner Shop', 'Lake Cottage']) {
      const listing = await createProperty(db(), agentRow, {
        verificationStatus: 'pending',
        district: 'Dhaka',
        upozila: 'Dohar',
        title,
      });
      await verifyListing(testApp, admin, listing.id);
    }
    await runAlertJobs(testApp);
    expect(await runDailyDigest(db(), new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(2);
    const [digest] = await bellOf(reader);
    expect(digest?.title).toBe('আজ “Dohar homes”-এর সাথে ৪টি লিস্টিং মিলেছে');
    expect(digest?.body).toMatch(/ এবং আরও ১টি$/);
    const [english] = await bellOf(englishReader);
    expect(english?.title).toBe('4 listings match “Dohar homes” today');
    expect(english?.body).toMatch(/ and 1 more$/);
  });
});

describe('the live stream', () => {
  it('sends a new notification in the reader’s language', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const token = await issueTestToken(testApp, banglaAgent);
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let received = '';
    async function readUntil(text: string) {
      while (!received.includes(text)) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error(`the stream ended before ${text}`);
        received += decoder.decode(chunk.value, { stream: true });
      }
    }
    try {
      await readUntil('event: ready');
      await offerOn(banglaAgentRow, 'Streamed Flat', 3_000_000);
      await testApp.app.notifications.deliverNow();
      await readUntil('event: notification');
      await readUntil('\n\n');
      const data = /event: notification\ndata: (.+)\n/.exec(received)?.[1] ?? '{}';
      expect(JSON.parse(data).notification).toMatchObject({
        title: 'নতুন অফার: Streamed Flat',
        body: 'Rahim Buyer Streamed Flat-এর জন্য ৳ ৩০,০০,০০০ অফার করেছেন।',
      });
    } finally {
      controller.abort();
    }
  });
});
