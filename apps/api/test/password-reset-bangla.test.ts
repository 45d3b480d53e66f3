/**
 * The password-reset mail in the reader's language (issue 16, decision 040): the language stored on
 * the account, else the asking page's nestlane-lang cookie (someone who forgot their password may
 * never have chosen), else English.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutboxMessages } from '../src/modules/outbox/outbox-store';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let testApp: TestApp;

function requestReset(email: string, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: testApp.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload: { email },
  });
}

/** The mail is sent without holding up the answer: waits until it lands (the test's timeout guards a hang). */
function resetMailTo(email: string) {
  return vi.waitFor(
    async () => {
      const [mail] = (await readOutboxMessages(testApp.config.dataDir)).filter((m) => m.to === email);
      if (!mail) throw new Error(`no mail for ${email} yet`);
      return mail;
    },
    { timeout: 60_000, interval: 20 },
  );
}

async function askedBy(account: TestAccount, cookie?: string) {
  const response = await requestReset(account.email, cookie);
  expect(response.statusCode).toBe(200);
  return resetMailTo(account.email);
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('the password-reset mail', () => {
  it('is in Bangla for someone who chose Bangla, the link unchanged', async () => {
    const person = await signUpAccount(testApp, { name: 'Sadia Islam' });
    expect((await callAs(testApp, person, 'PUT', '/api/me/locale', { locale: 'bn' })).statusCode).toBe(200);
    const mail = await askedBy(person);
    expect(mail.subject).toBe('আপনার নেস্টলেন পাসওয়ার্ড রিসেট করুন');
    expect(mail.link).toMatch(new RegExp(`^${testApp.config.publicUrl}/resetPassword\\?token=[A-Za-z0-9]+$`));
    expect(mail.text.split('\n')).toEqual([
      'প্রিয় Sadia Islam,',
      '',
      'কেউ আপনার নেস্টলেন অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
      mail.link,
      '',
      'লিংকটি একবারই কাজ করবে, ৬০ মিনিটের মধ্যে। আপনি না চেয়ে থাকলে এই মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    ]);
  });

  it('follows the asking page’s cookie when nothing is stored', async () => {
    const person = await signUpAccount(testApp);
    expect((await askedBy(person, 'nestlane-lang=bn')).subject).toBe('আপনার নেস্টলেন পাসওয়ার্ড রিসেট করুন');
  });

  it('follows the stored language before the cookie', async () => {
    const person = await signUpAccount(testApp);
    expect((await callAs(testApp, person, 'PUT', '/api/me/locale', { locale: 'en' })).statusCode).toBe(200);
    expect((await askedBy(person, 'nestlane-lang=bn')).subject).toBe('Reset your Nestlane password');
  });

  it('is English, as ever, with neither', async () => {
    const person = await signUpAccount(testApp, { name: 'Karim Uddin' });
    const mail = await askedBy(person);
    expect(mail.subject).toBe('Reset your Nestlane password');
    expect(mail.text.split('\n')).toEqual([
      'Hello Karim Uddin,',
      '',
      'Someone asked to reset the password of your Nestlane account. To choose a new password, open:',
      mail.link,
      '',
      'The link works once, within 60 minutes. If you did not ask, ignore this mail: your password stays as it is.',
    ]);
  });
});
