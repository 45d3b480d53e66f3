import { LISTING_MESSAGES, MESSAGES } from '@nestlane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale, localizeMessage } from '../../../i18n';
import { type ApiRoutes, refusal } from '../../../test/api-stub';
import { listCalls, readJsonBody } from '../../../test/calls';
import { openApp, settleApp } from '../../../test/render-app';
import { AGENT_SESSION, stubAgent } from '../../../test/stub-session';
import { makeOwnListing, UPLOAD_ROUTES, UPLOADED_PICTURE } from '../test-listings';

const LISTING = makeOwnListing(4, {
  propertyTitle: 'Riverside Duplex',
  propertyLocation: '8 River Road, Khulna',
  division: 'Khulna',
  district: 'Khulna',
  upozila: 'Rupsha',
  minPrice: 120000,
  maxPrice: 150000,
});
const OTHER = makeOwnListing(5, { propertyTitle: 'Hill View Flat' });

async function openPage(routes: ApiRoutes = {}, id = LISTING._id) {
  const fetchMock = stubAgent({ ...UPLOAD_ROUTES, '/api/getProperty': () => [OTHER, LISTING], ...routes });
  const view = await openApp(`/dashboard/updateProperty/${id}`);
  return { fetchMock, ...view };
}

/** The Update Property page of a Dhaka listing, its update answered. */
async function openDhakaListing(index: number, fields: Parameters<typeof makeOwnListing>[1]) {
  const listing = makeOwnListing(index, { division: 'Dhaka', district: 'Dhaka', ...fields });
  const routes = {
    '/api/getProperty': () => [listing],
    [`/api/updateProperty/${listing._id}`]: () => ({ modifiedCount: 1 }),
  };
  const { fetchMock } = await openPage(routes, listing._id);
  await findForm();
  return { fetchMock, url: `/api/updateProperty/${listing._id}` };
}

async function findForm() {
  return screen.findByRole('form', { name: 'Update Property' });
}

function choosePicture(user: ReturnType<typeof userEvent.setup>) {
  return user.upload(
    screen.getByLabelText('Property Picture'),
    new File(['picture'], 'duplex.webp', { type: 'image/webp' }),
  );
}

// Filling a whole form on a busy two-core machine takes seconds: more than the default 5 s budget.
describe('Update Property', () => {
  it('shows the listing beside the form, prefilled, with the agent not editable', async () => {
    await openPage();
    const form = await findForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Update Property' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Update Property');

    const preview = screen.getByRole('article', { name: 'Riverside Duplex' });
    expect(within(preview).getByRole('img', { name: 'Riverside Duplex' })).toHaveAttribute(
      'src',
      LISTING.propertyImage,
    );
    expect(preview).toHaveTextContent('8 River Road, Khulna');
    expect(preview).toHaveTextContent('৳ 1.2–1.5 Lakh');

    expect(within(form).getByLabelText('Property Title')).toHaveValue('Riverside Duplex');
    expect(within(form).getByLabelText('Property Location')).toHaveValue('8 River Road, Khulna');
    expect(within(form).getByLabelText('Min Price')).toHaveValue('120000');
    expect(within(form).getByLabelText('Max Price')).toHaveValue('150000');
    expect(within(form).getByLabelText('Agent Name')).toHaveValue(AGENT_SESSION.name);
    expect(within(form).getByLabelText('Agent Name')).toBeDisabled();
    expect(within(form).getByLabelText('Agent Email')).toHaveValue(AGENT_SESSION.email);
    expect(within(form).getByLabelText('Agent Email')).toBeDisabled();
  });

  it('shows no city area for a district without them', async () => {
    await openPage();
    await findForm();
    expect(screen.queryByLabelText('Area')).not.toBeInTheDocument();
  });

  it('prefills a Dhaka listing’s city area and sends the one chosen', async () => {
    const user = userEvent.setup();
    const { fetchMock, url } = await openDhakaListing(6, {
      propertyTitle: 'Banani Flat',
      upozila: 'Dhaka Metropolitan',
      area: 'Banani',
    });
    const area = screen.getByLabelText('Area');
    expect(area).toHaveValue('Banani');
    expect(within(area).getAllByRole('option')[0]).toHaveTextContent('No city area');

    await user.selectOptions(area, 'Gulshan');
    await choosePicture(user);
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await settleApp();
    expect(await screen.findByText(MESSAGES.propertyUpdated)).toBeInTheDocument();
    expect(readJsonBody(fetchMock, 'PATCH', url)).toMatchObject({
      propertyTitle: 'Banani Flat',
      area: 'Gulshan',
    });
  });

  it('shows no city area for a Dhaka listing in a rural upazila, and keeps its stored one', async () => {
    const user = userEvent.setup();
    // Stored before the metropolitan upazilas: the form leaves its area alone (the body omits it).
    const { fetchMock, url } = await openDhakaListing(7, {
      propertyTitle: 'Savar House',
      upozila: 'Savar',
      area: 'Gulshan',
    });
    expect(screen.queryByLabelText('Area')).not.toBeInTheDocument();
    await choosePicture(user);
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await settleApp();
    expect(await screen.findByText(MESSAGES.propertyUpdated)).toBeInTheDocument();
    const body = readJsonBody(fetchMock, 'PATCH', url);
    expect(body).toMatchObject({ propertyTitle: 'Savar House' });
    expect(body).not.toHaveProperty('area');
  });

  it('names every missing field, the picture included, and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage();
    await findForm();
    for (const label of ['Property Title', 'Property Location', 'Min Price', 'Max Price']) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      LISTING_MESSAGES.pictureRequired,
      MESSAGES.propertyTitleRequired,
      MESSAGES.propertyLocationRequired,
      MESSAGES.updateMinPriceRequired,
      MESSAGES.updateMaxPriceRequired,
    ]);
    expect(listCalls(fetchMock).some((call) => call.method === 'PATCH' || call.path === '/api/images')).toBe(
      false,
    );
  });

  it('uploads the new picture, sends the five fields as numbers and text, toasts and opens the list', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = await openPage({
      [`/api/updateProperty/${LISTING._id}`]: () => ({ modifiedCount: 1 }),
    });
    await findForm();
    await choosePicture(user);
    expect(screen.getByText('duplex.webp')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Property Title'));
    await user.type(screen.getByLabelText('Property Title'), 'Riverside Duplex With Garden');
    await user.clear(screen.getByLabelText('Min Price'));
    await user.type(screen.getByLabelText('Min Price'), '125000');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    await settleApp();
    expect(await screen.findByText(MESSAGES.propertyUpdated)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Added Properties' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/addedProperties');
    expect(readJsonBody(fetchMock, 'PATCH', `/api/updateProperty/${LISTING._id}`)).toEqual({
      propertyImage: UPLOADED_PICTURE,
      propertyTitle: 'Riverside Duplex With Garden',
      propertyLocation: '8 River Road, Khulna',
      minPrice: 125000,
      maxPrice: 150000,
    });
  });

  it("shows the server's refusal in place of the loading toast and stays", async () => {
    const user = userEvent.setup();
    const message = 'Only a verified property can be updated';
    const { router } = await openPage({
      [`/api/updateProperty/${LISTING._id}`]: () => refusal(409, message),
    });
    await findForm();
    await choosePicture(user);
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await settleApp();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.updatingProperty)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/updateProperty/${LISTING._id}`);
  });

  it('is the not-found page for a property that is not one of the agent’s', async () => {
    await openPage({}, '00000000-0000-4000-8000-000000000999');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Update Property' })).not.toBeInTheDocument();
    expect(document.title).toBe('Nestlane || Page Not Found');
  });

  it('offers no form for a property that is not verified', async () => {
    const pending = makeOwnListing(6, { propertyVerificationStatus: 'pending' });
    stubAgent({ '/api/getProperty': () => [pending] });
    await openApp(`/dashboard/updateProperty/${pending._id}`);
    expect(
      await screen.findByText('Only a verified property can be updated; this one is pending.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Update Property' })).not.toBeInTheDocument();
  });
});

describe('Update Property in Bangla', () => {
  it('labels the form in Bangla, shows the price in Bangla digits and the city areas by their Bangla names', async () => {
    const user = userEvent.setup();
    await activateLocale('bn');
    const listing = makeOwnListing(6, {
      propertyTitle: 'Banani Flat',
      division: 'Dhaka',
      district: 'Dhaka',
      upozila: 'Dhaka Metropolitan',
      area: 'Banani',
      minPrice: 120000,
      maxPrice: 150000,
    });
    const url = `/api/updateProperty/${listing._id}`;
    const { fetchMock } = await openPage(
      { '/api/getProperty': () => [listing], [url]: () => ({ modifiedCount: 1 }) },
      listing._id,
    );
    const form = await screen.findByRole('form', { name: 'প্রপার্টি আপডেট করুন' });
    expect(screen.getByRole('heading', { level: 1, name: 'প্রপার্টি আপডেট করুন' })).toBeInTheDocument();
    expect(document.title).toBe('Nestlane || প্রপার্টি আপডেট করুন');
    expect(screen.getByRole('article', { name: 'Banani Flat' })).toHaveTextContent('৳ ১.২–১.৫ লাখ');
    expect(within(form).getByLabelText('প্রপার্টির শিরোনাম')).toHaveValue('Banani Flat');
    expect(within(form).getByLabelText('এজেন্টের নাম')).toBeDisabled();
    const area = within(form).getByLabelText('এলাকা');
    expect(area).toHaveValue('Banani');
    expect(area).toHaveDisplayValue('বনানী');
    expect(within(area).getAllByRole('option')[0]).toHaveTextContent('শহরের কোনো এলাকা নয়');
    expect(within(form).getByRole('group', { name: 'গ্যালারি' })).toBeInTheDocument();

    await user.selectOptions(area, 'Gulshan');
    await user.upload(
      within(form).getByLabelText('প্রপার্টির ছবি'),
      new File(['picture'], 'flat.webp', { type: 'image/webp' }),
    );
    await user.click(screen.getByRole('button', { name: 'প্রপার্টি আপডেট করুন' }));
    await settleApp();
    expect(await screen.findByText(localizeMessage(MESSAGES.propertyUpdated))).toBeInTheDocument();
    expect(readJsonBody(fetchMock, 'PATCH', url)).toMatchObject({ area: 'Gulshan' });
  });

  it('says in Bangla why a listing that is not verified cannot be updated', async () => {
    await activateLocale('bn');
    const pending = makeOwnListing(7, { propertyVerificationStatus: 'pending' });
    await openPage({ '/api/getProperty': () => [pending] }, pending._id);
    expect(await screen.findByText('শুধু যাচাইকৃত প্রপার্টি আপডেট করা যায়; এটির অবস্থা: অপেক্ষমাণ।')).toBeInTheDocument();
  });
});

describe('Update Property with booking money (decision 055)', () => {
  it("prefills a sale's booking percentage and sends it changed", async () => {
    const user = userEvent.setup();
    const { fetchMock, url } = await openDhakaListing(8, { listedFor: 'For Sale', bookingPercent: 10 });
    expect(screen.getByLabelText('Booking money (% of the offer)')).toHaveValue(10);
    await choosePicture(user);
    await user.clear(screen.getByLabelText('Booking money (% of the offer)'));
    await user.type(screen.getByLabelText('Booking money (% of the offer)'), '15');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await screen.findByText(MESSAGES.propertyUpdated);
    expect(readJsonBody(fetchMock, 'PATCH', url)).toMatchObject({ bookingPercent: 15 });
  });
});

describe('Update Property with the facts (decision 047)', () => {
  it('asks a rental for one Monthly Rent, prefills its facts and sends only those changed', async () => {
    const user = userEvent.setup();
    const { fetchMock, url } = await openDhakaListing(7, {
      listedFor: 'For Rent',
      category: 'Apartment',
      minPrice: 40000,
      maxPrice: 40000,
      floor: 5,
      totalFloors: 9,
      hasLift: true,
      gas: 'piped',
      tenantType: 'family',
    });
    expect(screen.queryByLabelText('Max Price')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Lift')).toHaveDisplayValue('Yes');
    expect(screen.getByLabelText('Who May Rent')).toHaveDisplayValue('Family');
    await choosePicture(user);
    await user.clear(screen.getByLabelText('Monthly Rent'));
    await user.type(screen.getByLabelText('Monthly Rent'), '45k');
    await user.clear(screen.getByLabelText('Floor (0 for ground)'));
    await user.selectOptions(screen.getByLabelText('Who May Rent'), 'Bachelor women');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await screen.findByText(MESSAGES.propertyUpdated);
    const body = readJsonBody(fetchMock, 'PATCH', url);
    expect(body).toMatchObject({
      minPrice: 45000,
      maxPrice: 45000,
      floor: null,
      tenantType: 'bachelor_women',
    });
    for (const unchanged of ['totalFloors', 'hasLift', 'gas', 'landSize'])
      expect(body).not.toHaveProperty(unchanged);
  });
});
