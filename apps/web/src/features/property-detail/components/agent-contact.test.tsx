import { CONTACT_MESSAGES, type RevealedContact, VIEWING_MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { describeCalls, listWrites } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { AGENT_SESSION, BUYER_SESSION, stubSession } from '../../../test/stub-session';

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

function pageRoutes(contact: RevealedContact | Response = CONTACT): ApiRoutes {
  return {
    [`/api/detailProperty/${property._id}`]: () => property,
    '/api/getpropertyReview': () => [],
    [REVEAL]: () => contact,
    '/api/enquiries': () =>
      jsonResponse({ enquiryId: 'e1e1e1e1-0000-4000-8000-000000000001', insertedId: 'm1' }, 201),
    '/api/viewings': () => jsonResponse({ insertedId: 'v1' }, 201),
  };
}

function findAside() {
  return within(screen.getByRole('complementary', { name: 'Price and agent' }));
}

async function openAsBuyer(contact?: RevealedContact) {
  const fetchMock = stubSession('user', BUYER_SESSION, pageRoutes(contact));
  await openApp(PAGE);
  return { fetchMock, aside: findAside() };
}

/** 'YYYY-MM-DDTHH:mm' of a local time `days` from now at 10:30. */
function localTimeIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(10, 30, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:30`;
}

// The phone's dialer and WhatsApp are outside the page: the tests see which link a tap followed.
const followed: { href: string; target: string }[] = [];
beforeEach(() => {
  followed.length = 0;
  // A phone: a touch screen, whose dialer a tel: link opens.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query === '(pointer: coarse)', media: query }) as MediaQueryList,
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.href, target: this.target });
  });
});

describe("the property page's way to the agent", () => {
  it('offers a visitor Call and WhatsApp with no number on the page, and sign-in for messages', async () => {
    const fetchMock = stubApi(pageRoutes());
    await openApp(PAGE);
    const aside = findAside();
    expect(await aside.findByRole('button', { name: 'Call' })).toBeInTheDocument();
    expect(aside.getByRole('button', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(aside.getByRole('link', { name: CONTACT_MESSAGES.signInToContact })).toHaveAttribute(
      'href',
      '/signIn',
    );
    expect(document.body.innerHTML).not.toContain('1712345678');
    expect(describeCalls(fetchMock).some((call) => call.includes('revealContact'))).toBe(false);
  });

  it("reveals the number on a visitor's tap of Call, counts it, and opens the dialer", async () => {
    const fetchMock = stubApi(pageRoutes());
    await openApp(PAGE);
    const aside = findAside();
    await userEvent.click(await aside.findByRole('button', { name: 'Call' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([{ method: 'POST', path: REVEAL, body: { kind: 'call' } }]);
    expect(followed).toEqual([{ href: 'tel:+8801712345678', target: '' }]);
    const call = aside.getByRole('link', { name: `Call ${property.agentName} at +8801712345678` });
    expect(call).toHaveAttribute('href', 'tel:+8801712345678');
    expect(call).toHaveTextContent('+8801712345678');
  });

  it('shows the number on a computer, with no dialer to open', async () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) => ({ matches: false, media: query }) as MediaQueryList,
    );
    const { aside } = await openAsBuyer();
    await userEvent.click(await aside.findByRole('button', { name: 'Call' }));
    expect(
      await aside.findByRole('link', { name: `Call ${property.agentName} at +8801712345678` }),
    ).toHaveAttribute('href', 'tel:+8801712345678');
    expect(followed).toEqual([]);
  });

  it('opens WhatsApp for a signed-in buyer with a first message naming the listing', async () => {
    const { fetchMock, aside } = await openAsBuyer();
    await userEvent.click(await aside.findByRole('button', { name: 'WhatsApp' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([{ method: 'POST', path: REVEAL, body: { kind: 'whatsapp' } }]);
    const whatsapp = aside.getByRole('link', { name: `WhatsApp ${property.agentName} (opens in a new tab)` });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/8801812345678');
    expect(href.searchParams.get('text')).toBe(
      `Hello, I am interested in "${property.propertyTitle}" on Nestlane: ${window.location.origin}/propertyDetail/${property._id}`,
    );
    expect(followed).toEqual([{ href: whatsapp.getAttribute('href'), target: '_blank' }]);
  });

  it('says so when too many numbers were revealed from here, and opens nothing', async () => {
    const tooMany = jsonResponse(
      {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait 5 minutes and try again.',
      },
      429,
    );
    stubApi(pageRoutes(tooMany));
    await openApp(PAGE);
    const aside = findAside();
    await userEvent.click(await aside.findByRole('button', { name: 'Call' }));
    expect(await aside.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 5 minutes and try again.',
    );
    expect(followed).toEqual([]);
  });

  it('says when the agent shared no number, and still offers a message', async () => {
    const { aside } = await openAsBuyer({ ...CONTACT, phone: null, whatsapp: null });
    await userEvent.click(await aside.findByRole('button', { name: 'Call' }));
    expect(
      await aside.findByText('The agent has not shared a phone number: send them a message.'),
    ).toBeInTheDocument();
    expect(followed).toEqual([]);
    expect(aside.getByRole('textbox', { name: 'Message to the agent' })).toBeInTheDocument();
  });

  it('shows the agent a note on their own listing, with no buttons or forms', async () => {
    const own = makeProperty({ agentEmail: AGENT_SESSION.email });
    stubSession('agent', AGENT_SESSION, {
      ...pageRoutes(),
      [`/api/detailProperty/${property._id}`]: () => own,
    });
    await openApp(PAGE);
    const aside = findAside();
    expect(await aside.findByText(/This is your listing/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call' })).not.toBeInTheDocument();
    expect(aside.queryByRole('textbox', { name: 'Message to the agent' })).not.toBeInTheDocument();
  });

  it('sends a message and links to the conversation', async () => {
    const { fetchMock, aside } = await openAsBuyer();
    await userEvent.type(
      await aside.findByRole('textbox', { name: 'Message to the agent' }),
      'Is it still available?',
    );
    await userEvent.click(aside.getByRole('button', { name: 'Send Message' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/enquiries',
        body: { propertyId: property._id, message: 'Is it still available?' },
      },
    ]);
    expect(aside.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/dashboard/enquiries/e1e1e1e1-0000-4000-8000-000000000001',
    );
    expect(aside.getByRole('textbox', { name: 'Message to the agent' })).toHaveValue('');
  });

  it('refuses an empty message before sending', async () => {
    const { fetchMock, aside } = await openAsBuyer();
    await userEvent.click(await aside.findByRole('button', { name: 'Send Message' }));
    expect(await aside.findByRole('alert')).toHaveTextContent('Message is required');
    expect(listWrites(fetchMock)).toEqual([]);
  });

  it('asks to visit at the proposed times, read as Dhaka time and sent as instants', async () => {
    const { fetchMock, aside } = await openAsBuyer();
    await userEvent.click(await aside.findByRole('button', { name: 'Request Viewing' }));
    expect(await aside.findByRole('alert')).toHaveTextContent(VIEWING_MESSAGES.timeRequired);
    expect(listWrites(fetchMock)).toEqual([]);

    const first = localTimeIn(2);
    const second = localTimeIn(3);
    await userEvent.type(aside.getByLabelText('Proposed time 1'), first);
    await userEvent.type(aside.getByLabelText('Proposed time 2 (optional)'), second);
    await userEvent.type(
      aside.getByRole('textbox', { name: 'Note for the agent (optional)' }),
      'Evenings suit me',
    );
    await userEvent.click(aside.getByRole('button', { name: 'Request Viewing' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/viewings',
        body: {
          propertyId: property._id,
          // Typed as Dhaka time (UTC+6), whatever the test's own zone.
          proposedTimes: [first, second].map((time) => new Date(`${time}:00+06:00`).toISOString()),
          message: 'Evenings suit me',
        },
      },
    ]);
    expect(aside.getByRole('link', { name: 'See your viewings' })).toHaveAttribute(
      'href',
      '/dashboard/viewings',
    );
  });

  it('refuses the same time twice before sending', async () => {
    const { fetchMock, aside } = await openAsBuyer();
    const time = localTimeIn(2);
    await userEvent.type(await aside.findByLabelText('Proposed time 1'), time);
    await userEvent.type(aside.getByLabelText('Proposed time 2 (optional)'), time);
    await userEvent.click(aside.getByRole('button', { name: 'Request Viewing' }));
    expect(await aside.findByRole('alert')).toHaveTextContent(VIEWING_MESSAGES.sameTime);
    expect(listWrites(fetchMock)).toEqual([]);
  });
});

describe("the property page's way to the agent, in Bangla", () => {
  it('gives a signed-in buyer the call and WhatsApp buttons, and the forms, in Bangla', async () => {
    await activateLocale('bn');
    const fetchMock = stubSession('user', BUYER_SESSION, pageRoutes());
    await openApp(PAGE);
    const aside = within(screen.getByRole('complementary', { name: 'দাম ও এজেন্ট' }));
    expect(await aside.findByRole('button', { name: 'হোয়াটসঅ্যাপ' })).toBeInTheDocument();
    await userEvent.click(aside.getByRole('button', { name: 'কল করুন' }));
    const call = await aside.findByRole('link', {
      name: `${property.agentName}-কে +৮৮০১৭১২৩৪৫৬৭৮ নম্বরে কল করুন`,
    });
    expect(call).toHaveAttribute('href', 'tel:+8801712345678');
    expect(call).toHaveTextContent('+৮৮০১৭১২৩৪৫৬৭৮');
    expect(
      aside.getByRole('link', { name: `${property.agentName}-কে হোয়াটসঅ্যাপে লিখুন (নতুন ট্যাবে খুলবে)` }),
    ).toBeInTheDocument();
    expect(aside.getByRole('heading', { name: 'বার্তা পাঠান' })).toBeInTheDocument();
    expect(aside.getByLabelText('প্রস্তাবিত সময় ১')).toBeInTheDocument();
    expect(aside.getByLabelText('প্রস্তাবিত সময় ২ (ঐচ্ছিক)')).toBeInTheDocument();
    expect(aside.getByRole('textbox', { name: 'এজেন্টের জন্য নোট (ঐচ্ছিক)' })).toBeInTheDocument();

    // The shared rule's message, in Bangla, before anything is sent.
    await userEvent.click(aside.getByRole('button', { name: 'বার্তা পাঠান' }));
    expect(await aside.findByRole('alert')).toHaveTextContent('একটি বার্তা লিখুন');
    expect(listWrites(fetchMock)).toEqual([{ method: 'POST', path: REVEAL, body: { kind: 'call' } }]);
  });
});
