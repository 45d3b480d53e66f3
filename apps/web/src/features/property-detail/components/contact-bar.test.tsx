import { CONTACT_MESSAGES, type RevealedContact } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiRoutes, makeProperty, stubApi } from '../../../test/api-stub';
import { listWrites } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { BUYER_SESSION, stubSession } from '../../../test/stub-session';

const property = makeProperty();
const PAGE = `/propertyDetail/${property._id}`;
const REVEAL = `/api/revealContact/${property._id}`;
const CONTACT: RevealedContact = {
  propertyId: property._id,
  propertyTitle: property.propertyTitle,
  agentName: property.agentName,
  phone: '+8801712345678',
  whatsapp: '+8801812345678',
};

const routes: ApiRoutes = {
  [`/api/detailProperty/${property._id}`]: () => property,
  '/api/getpropertyReview': () => [],
  [REVEAL]: () => CONTACT,
};

// The phone's dialer is outside the page: the test sees which link a tap followed.
const followed: string[] = [];
beforeEach(() => {
  followed.length = 0;
  // A phone: a touch screen, whose dialer a tel: link opens.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query === '(pointer: coarse)', media: query }) as MediaQueryList,
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(this.href);
  });
});

describe("the phone's contact bar", () => {
  it('gives a visitor Call, WhatsApp and a Message that leads to sign-in', async () => {
    const fetchMock = stubApi(routes);
    await openApp(PAGE);
    const bar = within(await screen.findByRole('region', { name: 'Contact the agent' }));
    expect(bar.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/signIn');
    await userEvent.click(bar.getByRole('button', { name: 'Call' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([{ method: 'POST', path: REVEAL, body: { kind: 'call' } }]);
    expect(followed).toEqual(['tel:+8801712345678']);
    // The aside shows the same revealed number: one reveal for the page.
    const aside = within(screen.getByRole('complementary', { name: 'Price and agent' }));
    expect(aside.getByRole('link', { name: `Call ${property.agentName} at +8801712345678` })).toBeVisible();
    expect(aside.getByRole('link', { name: CONTACT_MESSAGES.signInToContact })).toBeInTheDocument();
  });

  it("puts a signed-in buyer's cursor in the message form", async () => {
    stubSession('user', BUYER_SESSION, routes);
    await openApp(PAGE);
    const box = await screen.findByRole('textbox', { name: 'Message to the agent' });
    const bar = within(screen.getByRole('region', { name: 'Contact the agent' }));
    await userEvent.click(bar.getByRole('button', { name: 'Message' }));
    expect(box).toHaveFocus();
  });
});

describe('sharing a listing', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('offers WhatsApp, Messenger, Facebook and copy link with the listing address, without a share sheet', async () => {
    stubApi(routes);
    await openApp(PAGE);
    const url = `${window.location.origin}/propertyDetail/${property._id}`;
    const menu = within(await screen.findByRole('list', { name: 'Share this listing' }));
    expect(menu.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    expect(menu.getByRole('link', { name: 'Messenger' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(menu.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it("uses the phone's share sheet where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    stubApi(routes);
    await openApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: property.propertyTitle,
      url: `${window.location.origin}/propertyDetail/${property._id}`,
    });
    expect(screen.queryByRole('list', { name: 'Share this listing' })).not.toBeInTheDocument();
  });
});
