import { MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { openApp } from '../../../test/render-app';

function stubVisitor() {
  return stubApi({
    '/api/auth/get-session': () => jsonResponse(null),
    '/api/config': () => ({
      demo: true,
      paymentProvider: 'sandbox',
      stripePublishableKey: null,
      oidcLabel: null,
      mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
    }),
  });
}

function alerts() {
  return screen.getAllByRole('alert').map((alert) => alert.textContent);
}

describe('sign-in form', () => {
  it('asks for the email and the password before calling anything', async () => {
    const user = userEvent.setup();
    const fetchMock = stubVisitor();
    await openApp('/signIn');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(alerts()).toEqual([MESSAGES.emailRequired, MESSAGES.passwordRequired]);
    expect(document.title).toBe('Nestlane || Sign In');
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths.some((path) => path.includes('/sign-in/'))).toBe(false);
  });

  it('links to password reset and sign-up, and hides the single-click button without a provider', async () => {
    stubVisitor();
    await openApp('/signIn');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    expect(within(main).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signUp');
    expect(within(main).queryByRole('button', { name: /continue with/i })).not.toBeInTheDocument();
  });
});

describe('sign-up form', () => {
  async function submitSignUp(fields: { name?: string; email?: string; password?: string }) {
    const user = userEvent.setup();
    stubVisitor();
    await openApp('/signUp');
    await screen.findByRole('button', { name: 'Sign UP' });
    if (fields.name) await user.type(screen.getByLabelText('Name'), fields.name);
    if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
    if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password);
    await user.click(screen.getByRole('button', { name: 'Sign UP' }));
    await screen.findAllByRole('alert');
    return alerts();
  }

  it('names each empty required field', async () => {
    expect(await submitSignUp({})).toEqual([
      'Please Type Your Name',
      MESSAGES.emailRequired,
      MESSAGES.passwordRequired,
    ]);
    expect(document.title).toBe('Nestlane || Sign Up');
  });

  it('says a password is too short', async () => {
    expect(await submitSignUp({ name: 'Rina', email: 'rina@example.com', password: 'Ab@1' })).toEqual([
      MESSAGES.passwordTooShort,
    ]);
  });

  it('asks for an uppercase letter and a special character', async () => {
    expect(await submitSignUp({ name: 'Rina', email: 'rina@example.com', password: 'abcdef12' })).toEqual([
      MESSAGES.passwordWeak,
    ]);
  });

  it('shows the chosen picture name in the picker, using only the first file', async () => {
    const user = userEvent.setup();
    stubVisitor();
    await openApp('/signUp');
    const picker = await screen.findByLabelText('Choose Profile Picture');
    expect(picker).toHaveAttribute('accept', 'image/*');
    const first = new File(['a'], 'me.png', { type: 'image/png' });
    const second = new File(['b'], 'other.png', { type: 'image/png' });
    await user.upload(picker, [first, second]);
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(screen.queryByText('other.png')).not.toBeInTheDocument();
  });
});

describe('sign-in and sign-up in Bangla', () => {
  it('words the sign-in page and its required fields in Bangla', async () => {
    const user = userEvent.setup();
    stubVisitor();
    await activateLocale('bn');
    await openApp('/signIn');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || সাইন ইন');
    expect(main.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন' })).toHaveAttribute('href', '/forgotPassword');
    expect(main.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/signUp');
    await user.click(main.getByRole('button', { name: 'সাইন ইন' }));
    expect(await screen.findByText('একটি ইমেইল লিখুন')).toBeInTheDocument();
    expect(alerts()).toEqual(['একটি ইমেইল লিখুন', 'পাসওয়ার্ড দেওয়া আবশ্যক']);
    expect(main.getByLabelText('ইমেইল')).toBeInTheDocument();
    expect(main.getByLabelText('পাসওয়ার্ড')).toBeInTheDocument();
  });

  it('words the sign-up page, the photo picker and a mistyped email in Bangla', async () => {
    const user = userEvent.setup();
    stubVisitor();
    await activateLocale('bn');
    await openApp('/signUp');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'সাইন আপ' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || সাইন আপ');
    expect(main.getByText('প্রোফাইল ছবি বেছে নিন')).toBeInTheDocument();
    await user.type(main.getByLabelText('নাম'), 'Rina');
    await user.type(main.getByLabelText('ইমেইল'), 'rina@');
    await user.click(main.getByRole('button', { name: 'সাইন আপ' }));
    expect(await screen.findByText('একটি সঠিক ইমেইল লিখুন')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'সাইন ইন' })).toHaveAttribute('href', '/signIn');
  });
});
