import { LOCALE_COOKIE } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { readJsonBody } from '../../test/calls';
import { openApp, settleApp } from '../../test/render-app';
import { BUYER_SESSION, stubBuyer } from '../../test/stub-session';

function forgetChoice() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the choice the page wrote
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  document.documentElement.lang = 'en';
}

function mainNavigation() {
  return screen.getByRole('navigation', { name: /^(Main|প্রধান)$/ });
}

describe('the language switch', () => {
  afterEach(forgetChoice);

  it('turns a visitor’s page into Bangla where it stands, remembers it, and turns it back', async () => {
    const fetchMock = stubApi({ '/api/getAdvertiseProperty': () => [], '/api/getallReviews': () => [] });
    await openApp('/');
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'বাংলা' }));
    await settleApp();

    expect(await within(mainNavigation()).findByRole('link', { name: 'হোম' })).toBeInTheDocument();
    expect(within(mainNavigation()).getByRole('link', { name: 'সব প্রপার্টি' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=bn`);
    // A visitor's choice stays in the browser: nothing is stored on the server.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/me/locale'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await settleApp();
    expect(await within(mainNavigation()).findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
  });

  it('stores a signed-in person’s choice on their account', async () => {
    const fetchMock = stubBuyer({
      '/api/getAdvertiseProperty': () => [],
      '/api/getallReviews': () => [],
      '/api/me/locale': () => ({ locale: 'bn' }),
    });
    await openApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'বাংলা' }));
    await settleApp();
    await waitFor(() => expect(readJsonBody(fetchMock, 'PUT', '/api/me/locale')).toEqual({ locale: 'bn' }));
    expect(await within(mainNavigation()).findByRole('link', { name: 'হোম' })).toBeInTheDocument();
  });

  it('follows the language stored on the account once the profile arrives', async () => {
    stubBuyer({
      '/api/getAdvertiseProperty': () => [],
      '/api/getallReviews': () => [],
      '/api/getuser': () => ({
        _id: BUYER_SESSION.id,
        name: BUYER_SESSION.name,
        email: BUYER_SESSION.email,
        photo: '',
        role: 'user',
        agentReq: false,
        creationDate: 'Tue Jan 02 2024',
        locale: 'bn',
      }),
    });
    await openApp('/');
    expect(await within(mainNavigation()).findByRole('link', { name: 'হোম' })).toBeInTheDocument();
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=bn`);
  });
});
