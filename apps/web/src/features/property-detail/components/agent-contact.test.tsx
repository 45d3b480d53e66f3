import { CONTACT_MESSAGES, type PropertyContact, VIEWING_MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, jsonResponse, makeProperty, stubApi } from '../../../test/api-stub';
import { describeCalls, listWrites } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { BUYER_SESSION, stubSession } from '../../../test/stub-session';

const property = makeProperty();
const PAGE = `/propertyDetail/${property._id}`;
const CONTACT: PropertyContact = {
  propertyId: property._id,
  propertyTitle: property.propertyTitle,
  agentName: property.agentName,
  phone: '+8801712345678',
  whatsapp: '+8801812345678',
  isOwnListing: false,
};

function pageRoutes(contact: PropertyContact = CONTACT): ApiRoutes {
  return {
    [`/api/detailProperty/${property._id}`]: () => property,
    '/api/getpropertyReview': () => [],
    [`/api/propertyContact/${property._id}`]: () => contact,
    '/api/enquiries': () =>
      jsonResponse({ enquiryId: 'e1e1e1e1-0000-4000-8000-000000000001', insertedId: 'm1' }, 201),
    '/api/viewings': () => jsonResponse({ insertedId: 'v1' }, 201),
  };
}

async function openAsBuyer(contact?: PropertyContact) {
  const fetchMock = stubSession('user', BUYER_SESSION, pageRoutes(contact));
  await openApp(PAGE);
  const aside = within(screen.getByRole('complementary', { name: 'Price and agent' }));
  return { fetchMock, aside };
}

/** 'YYYY-MM-DDTHH:mm' of a local time `days` from now at 10:30. */
function localTimeIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(10, 30, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:30`;
}

describe("the property page's way to the agent", () => {
  it('offers a visitor sign-in, and asks for no numbers', async () => {
    const fetchMock = stubApi(pageRoutes());
    await openApp(PAGE);
    const link = await screen.findByRole('link', { name: CONTACT_MESSAGES.signInToContact });
    expect(link).toHaveAttribute('href', '/signIn');
    expect(describeCalls(fetchMock).some((call) => call.includes('propertyContact'))).toBe(false);
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('gives a signed-in buyer a call button and a WhatsApp link naming the listing', async () => {
    const { aside } = await openAsBuyer();
    expect(
      await aside.findByRole('link', { name: `Call ${property.agentName} at +8801712345678` }),
    ).toHaveAttribute('href', 'tel:+8801712345678');
    const whatsapp = aside.getByRole('link', { name: `WhatsApp ${property.agentName} (opens in a new tab)` });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/8801812345678');
    expect(href.searchParams.get('text')).toBe(
      `Hello, I am interested in "${property.propertyTitle}" on Nestlane: ${window.location.origin}/propertyDetail/${property._id}`,
    );
  });

  it('says when the agent shared no number, and still offers a message', async () => {
    const { aside } = await openAsBuyer({ ...CONTACT, phone: null, whatsapp: null });
    expect(
      await aside.findByText('The agent has not shared a phone number: send them a message.'),
    ).toBeInTheDocument();
    expect(aside.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(aside.getByRole('textbox', { name: 'Message to the agent' })).toBeInTheDocument();
  });

  it('shows the agent a note on their own listing, with no buttons or forms', async () => {
    const { aside } = await openAsBuyer({ ...CONTACT, isOwnListing: true });
    expect(await aside.findByText(/This is your listing/)).toBeInTheDocument();
    expect(aside.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
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

  it('asks to visit at the proposed times, each sent as an instant', async () => {
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
          proposedTimes: [new Date(first).toISOString(), new Date(second).toISOString()],
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
  it('gives a signed-in buyer the call and WhatsApp links, and the forms, in Bangla', async () => {
    await activateLocale('bn');
    const fetchMock = stubSession('user', BUYER_SESSION, pageRoutes());
    await openApp(PAGE);
    const aside = within(screen.getByRole('complementary', { name: 'দাম ও এজেন্ট' }));
    const call = await aside.findByRole('link', {
      name: `${property.agentName}-কে +৮৮০১৭১২৩৪৫৬৭৮ নম্বরে কল করুন`,
    });
    expect(call).toHaveAttribute('href', 'tel:+8801712345678');
    expect(call).toHaveTextContent('কল করুন');
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
    expect(listWrites(fetchMock)).toEqual([]);
  });
});
