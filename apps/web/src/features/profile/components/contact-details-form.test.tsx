import { CONTACT_MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { listWrites } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { AGENT_SESSION, stubSession } from '../../../test/stub-session';

function stubAgent(numbers: { phone: string | null; whatsapp: string | null }) {
  return stubSession('agent', AGENT_SESSION, {
    '/api/getuser': () => ({
      _id: AGENT_SESSION.id,
      name: AGENT_SESSION.name,
      email: AGENT_SESSION.email,
      photo: '',
      role: 'agent',
      agentReq: false,
      creationDate: 'Tue Jan 02 2024',
      ...numbers,
    }),
    '/api/users': () => ({ insertedId: AGENT_SESSION.id, modifiedCount: 1 }),
  });
}

async function openContactDetails() {
  await openApp('/dashboard/myProfile');
  const section = await screen.findByRole('region', { name: 'Contact Details' });
  return within(section);
}

describe("My Profile's contact details", () => {
  it('shows the stored numbers and saves changed ones as typed, for the server to normalise', async () => {
    const fetchMock = stubAgent({ phone: '+8801712345678', whatsapp: null });
    const form = await openContactDetails();
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('+8801712345678');
    const whatsapp = form.getByRole('textbox', { name: 'WhatsApp number' });
    expect(whatsapp).toHaveValue('');
    await userEvent.type(whatsapp, '01812 345678');
    await userEvent.click(form.getByRole('button', { name: 'Save Contact Details' }));
    await settleApp();
    expect(listWrites(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/users',
        body: { email: AGENT_SESSION.email, phone: '+8801712345678', whatsapp: '+8801812345678' },
      },
    ]);
    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
  });

  it('refuses a number that is not a Bangladesh mobile number, sending nothing', async () => {
    const fetchMock = stubAgent({ phone: null, whatsapp: null });
    const form = await openContactDetails();
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '12345');
    await userEvent.click(form.getByRole('button', { name: 'Save Contact Details' }));
    expect(await form.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.invalidPhone);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(listWrites(fetchMock)).toEqual([]);
  });

  it('removes a number whose field is emptied', async () => {
    const fetchMock = stubAgent({ phone: '+8801712345678', whatsapp: '+8801712345678' });
    const form = await openContactDetails();
    await userEvent.clear(form.getByRole('textbox', { name: 'WhatsApp number' }));
    await userEvent.click(form.getByRole('button', { name: 'Save Contact Details' }));
    await settleApp();
    expect(listWrites(fetchMock)[0]?.body).toEqual({
      email: AGENT_SESSION.email,
      phone: '+8801712345678',
      whatsapp: '',
    });
  });
});

describe("My Profile's contact details in Bangla", () => {
  it('refuses a wrong number with the Bangla message and toasts the save in Bangla', async () => {
    await activateLocale('bn');
    const fetchMock = stubAgent({ phone: null, whatsapp: null });
    await openApp('/dashboard/myProfile');
    const form = within(await screen.findByRole('region', { name: 'যোগাযোগের তথ্য' }));
    const phone = form.getByRole('textbox', { name: 'ফোন' });
    await userEvent.type(phone, '12345');
    await userEvent.click(form.getByRole('button', { name: 'যোগাযোগের তথ্য সংরক্ষণ করুন' }));
    expect(await form.findByRole('alert')).toHaveTextContent('ফোন নম্বরটি বাংলাদেশের মোবাইল নম্বর হতে হবে');
    expect(listWrites(fetchMock)).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, '01712 345678');
    await userEvent.click(form.getByRole('button', { name: 'যোগাযোগের তথ্য সংরক্ষণ করুন' }));
    await settleApp();
    expect(await screen.findByText('যোগাযোগের তথ্য সংরক্ষণ করা হয়েছে')).toBeInTheDocument();
  });
});
