import { type ManagedUser, MESSAGES, NOTIFICATION_KINDS, type Role } from '@nestlane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { type ApiRoutes, jsonResponse, stubApi } from '../../../test/api-stub';
import { openApp, settleApp } from '../../../test/render-app';

const SESSION_USER = { id: 'u-7', name: 'Mitu Das', email: 'mitu@example.com', image: null };

function makeProfile(role: Role, agentReq = false): ManagedUser {
  return {
    _id: SESSION_USER.id,
    name: SESSION_USER.name,
    email: SESSION_USER.email,
    photo: '',
    role,
    agentReq,
    creationDate: 'Tue Jan 02 2024',
  };
}

/** A signed-in session whose profile the test controls; extra routes answer the page's own calls. */
function stubProfile(profile: () => ManagedUser, routes: ApiRoutes = {}) {
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-7' }, user: SESSION_USER }),
    '/api/user/accessToken': () => ({ token: 'a.b.c', expiresIn: 900 }),
    '/api/getuser': () => profile(),
    '/api/notifications/preferences': () => ({
      email: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: kind !== 'offer_received' })),
    }),
    ...routes,
  });
}

async function openForm() {
  await openApp('/dashboard/myProfile');
  return screen.findByRole('form', { name: 'Apply To Become An Agent' });
}

describe('My Profile', () => {
  it('names every missing link and refuses a WhatsApp number with letters, calling nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubProfile(() => makeProfile('user'));
    const form = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send Agent Request' }));
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Twitter is required',
      'Facebook is required',
      'LinkedIn is required',
      'WhatsApp is required',
    ]);

    await user.type(screen.getByLabelText('Twitter'), 'https://x.com/mitu');
    await user.type(screen.getByLabelText('Facebook'), 'https://facebook.com/mitu');
    await user.type(screen.getByLabelText('LinkedIn'), 'https://linkedin.com/in/mitu');
    await user.type(screen.getByLabelText('WhatsApp'), '01711abc');
    await user.click(screen.getByRole('button', { name: 'Send Agent Request' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'WhatsApp must be a number: 6 to 15 digits, with an optional leading +',
    ]);
    expect(form).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths.some((path) => path.includes('/agentRequest/'))).toBe(false);
  });

  it('sends the links for the signed-in user, toasts, then shows the pending notice', async () => {
    const user = userEvent.setup();
    let hasRequested = false;
    const fetchMock = stubProfile(() => makeProfile('user', hasRequested), {
      '/api/agentRequest/u-7': () => {
        hasRequested = true;
        return { modifiedCount: 1 };
      },
    });
    await openForm();
    await user.type(screen.getByLabelText('Twitter'), 'https://x.com/mitu');
    await user.type(screen.getByLabelText('Facebook'), 'https://facebook.com/mitu');
    await user.type(screen.getByLabelText('LinkedIn'), 'https://linkedin.com/in/mitu');
    await user.type(screen.getByLabelText('WhatsApp'), '+8801711000000');
    await user.click(screen.getByRole('button', { name: 'Send Agent Request' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.agentRequestSent)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.agentRequestPending)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply To Become An Agent' })).not.toBeInTheDocument();
    // stubApi's mock declares only the URL parameter; fetch is called with the request options too.
    const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
    const call = calls.find(([input]) => String(input).includes('/agentRequest/'));
    expect(call?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      twitter: 'https://x.com/mitu',
      facebook: 'https://facebook.com/mitu',
      linkedin: 'https://linkedin.com/in/mitu',
      whatsapp: '+8801711000000',
    });
  });

  it('shows the server refusal of a second request and then the pending notice', async () => {
    const user = userEvent.setup();
    let hasRequested = false;
    stubProfile(() => makeProfile('user', hasRequested), {
      '/api/agentRequest/u-7': () => {
        // Another tab sent it first: the cached profile was stale.
        hasRequested = true;
        return jsonResponse(
          { statusCode: 409, code: 'CONFLICT', message: MESSAGES.agentRequestPending },
          409,
        );
      },
    });
    await openForm();
    await user.type(screen.getByLabelText('Twitter'), 'tw');
    await user.type(screen.getByLabelText('Facebook'), 'fb');
    await user.type(screen.getByLabelText('LinkedIn'), 'li');
    await user.type(screen.getByLabelText('WhatsApp'), '01711000000');
    await user.click(screen.getByRole('button', { name: 'Send Agent Request' }));
    // The refusal is a toast; the refreshed profile then replaces the form with the notice.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Apply To Become An Agent' })).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      MESSAGES.agentRequestPending,
    );
    await settleApp();
    expect(await screen.findAllByText(MESSAGES.agentRequestPending)).toHaveLength(2);
  });

  it('shows a user with a pending request the notice instead of the form', async () => {
    stubProfile(() => makeProfile('user', true));
    await openApp('/dashboard/myProfile');
    expect(await screen.findByText(MESSAGES.agentRequestPending)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText(SESSION_USER.email)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply To Become An Agent' })).not.toBeInTheDocument();
  });

  it.each([
    ['agent', 'Agent Profile'],
    ['admin', 'Admin Profile'],
    ['fraud', 'My Profile'],
  ] as const)('tells an %s their role and offers no application', async (role, title) => {
    stubProfile(() => makeProfile(role));
    await openApp('/dashboard/myProfile');
    expect(await screen.findByText(`You are a : ${role}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply To Become An Agent' })).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.agentRequestPending)).not.toBeInTheDocument();
  });

  it('ends with which notifications also come by email, as the person chose', async () => {
    stubProfile(() => makeProfile('agent'));
    await openApp('/dashboard/myProfile');
    const settings = await screen.findByRole('region', { name: 'Email notifications' });
    const switches = await within(settings).findAllByRole('switch');
    expect(switches).toHaveLength(NOTIFICATION_KINDS.length);
    expect(switches.filter((box) => !(box as HTMLInputElement).checked)).toHaveLength(1);
  });
});

describe('My Profile in Bangla', () => {
  it("words a user's profile and the agent application in Bangla", async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    const fetchMock = stubProfile(() => makeProfile('user'));
    await openApp('/dashboard/myProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার প্রোফাইল' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || আমার প্রোফাইল');
    const form = await screen.findByRole('form', { name: 'এজেন্ট হওয়ার আবেদন করুন' });
    expect(within(form).getByText('একজন অ্যাডমিন আপনার লিংকগুলো দেখে সিদ্ধান্ত নেবেন।')).toBeInTheDocument();
    for (const label of ['টুইটার', 'ফেসবুক', 'লিংকডইন', 'হোয়াটসঅ্যাপ'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'এজেন্ট হওয়ার অনুরোধ পাঠান' }));
    // Each link is named as missing (the shared schema's own words: packages/shared/src/people.ts).
    expect(await within(form).findAllByRole('alert')).toHaveLength(4);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/agentRequest/'))).toBe(false);
  });

  it("tells an agent their role and a pending applicant the spec's notice, in Bangla", async () => {
    await activateLocale('bn');
    stubProfile(() => makeProfile('agent'));
    await openApp('/dashboard/myProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'এজেন্ট প্রোফাইল' })).toBeInTheDocument();
    expect(screen.getByText('আপনার ভূমিকা : এজেন্ট')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'যোগাযোগের তথ্য' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ফোন' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'হোয়াটসঅ্যাপ নম্বর' })).toBeInTheDocument();
  });

  it('shows the pending notice in Bangla', async () => {
    await activateLocale('bn');
    stubProfile(() => makeProfile('user', true));
    await openApp('/dashboard/myProfile');
    expect(
      await screen.findByText('অনুগ্রহ করে অপেক্ষা করুন, আপনি আগেই অ্যাডমিনের কাছে অনুরোধ পাঠিয়েছেন'),
    ).toBeInTheDocument();
  });
});
