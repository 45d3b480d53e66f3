/**
 * Issue 29's Taka payments on a 360 px phone (decision 062), through the keyless demo's SSLCommerz-like
 * gateway: a buyer books a flat with bKash; a tenant pays an advance with a card; a payment fails, then
 * succeeds; an IPN arrives late, after the browser is back. Each ends with the numbered receipt, the
 * agent's notification and the mail in the demo outbox. In the shared-state-phone project (its name ends
 * in journey, tagged @phone): each adds a verified listing.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, DEMO_ACCOUNTS, signInThroughApi, signUpThroughApi } from '../support/auth';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { callApi, createVerifiedListing } from '../support/listings';
import { openOtherBrowser } from '../support/other-browser';
import { openDemoGateway, payAtDemoGateway } from '../support/payment';

// Three people in three browsers and a gateway round trip: more than the default on a busy 2-core machine.
test.slow();
/** The gateway's POST back to us is a full page load: the whole app starts again, slow on a busy machine. */
const AFTER_RETURN = { timeout: 30_000 };

type Deal = {
  title: string;
  prices: { minPrice: number; maxPrice: number };
  terms: object;
  offer: number;
};

/** A verified listing of the demo agent, the buyer's offer on it and the agent's acceptance, through the API. */
async function acceptOffer(page: Page, browser: Parameters<typeof openOtherBrowser>[0], deal: Deal) {
  const agent = await openOtherBrowser(browser);
  await signInThroughApi(agent.page, DEMO_ACCOUNTS.agent);
  const admin = await openOtherBrowser(browser);
  await signInThroughApi(admin.page, DEMO_ACCOUNTS.admin);
  const id = await createVerifiedListing(
    agent.page.request,
    admin.page.request,
    deal.title,
    deal.prices,
    deal.terms,
  );
  await admin.close();
  const buyer = createAccount('Taka');
  await signUpThroughApi(page, buyer);
  const offered = await callApi(page.request, 'POST', '/addOffer', {
    propertyId: id,
    offerredPriceRange: deal.offer,
    offerredDate: new Date().toISOString().slice(0, 10),
  });
  await callApi(agent.page.request, 'PATCH', `/updateOffer/${offered.insertedId}?status=accepted`);
  return { agent, buyer, offerId: offered.insertedId as string };
}

/** The buyer's card on Property Bought, and the way from it to the payment page. */
async function openPaymentPage(page: Page, title: string, due: string) {
  await page.goto('/dashboard/propertyBought');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(`To pay now: ${due}`);
  await card.getByRole('link', { name: /Pay Now/ }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^Pay ${due.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
    }),
  ).toBeVisible();
  return card;
}

/** The numbered receipt: the amount, the method, SSLCommerz's transaction id (our tran_id). */
async function expectReceipt(
  page: Page,
  card: ReturnType<Page['getByRole']>,
  amount: string,
  method: string,
) {
  await card.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  const receipt = page.getByRole('main');
  await expect(receipt.getByText(/^NL-\d{4}-\d{6}$/)).toBeVisible();
  await expect(receipt).toContainText(amount);
  await expect(receipt.getByText(method, { exact: true })).toBeVisible();
  await expect(receipt.getByText(/^NL[A-Z0-9]{24}$/)).toBeVisible();
  await expectNoAxeViolations(page);
}

/** The agent's bell holds the payment, once, and the demo outbox its mail. */
async function expectAgentTold(agent: APIRequestContext, request: APIRequestContext, title: string) {
  const subject = `Payment received for ${title}`;
  const told = (await (await agent.get('/api/notifications?limit=20')).json()) as {
    items: { title: string }[];
  };
  expect(told.items.filter((notification) => notification.title === subject)).toHaveLength(1);
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/outbox')).json()) as { to: string; subject: string }[];
      return outbox.filter((mail) => mail.to === DEMO_ACCOUNTS.agent.email && mail.subject === subject)
        .length;
    })
    .toBe(1);
}

test('a buyer books a flat with bKash on the demo gateway @phone', async ({ page, browser, request }) => {
  const title = `bKash Flat ${Date.now()}`;
  const { agent } = await acceptOffer(page, browser, {
    title,
    prices: { minPrice: 300000, maxPrice: 340000 },
    terms: { bookingPercent: 10 },
    offer: 320000,
  });
  const card = await openPaymentPage(page, title, '৳ 32,000');
  await openDemoGateway(page, '৳ 32,000');
  await expectNoAxeViolations(page);
  await payAtDemoGateway(page, 'bKash', 'Paid', '৳ 32,000');

  await expect(page).toHaveURL('/dashboard/propertyBought');
  await expect(card.getByText('booked', { exact: true })).toBeVisible(AFTER_RETURN);
  await expect(card).toContainText('Booking money paid: ৳ 32,000');
  await expectReceipt(page, card, '৳ 32,000', 'bKash');
  await expectAgentTold(agent.page.request, request, title);
  await agent.close();
});

test('a tenant pays an advance with a card on the demo gateway @phone', async ({
  page,
  browser,
  request,
}) => {
  const title = `Advance Flat ${Date.now()}`;
  const { agent } = await acceptOffer(page, browser, {
    title,
    // A rental has one monthly rent.
    prices: { minPrice: 28000, maxPrice: 28000 },
    terms: { listedFor: 'For Rent', advanceMonths: 2 },
    offer: 28000,
  });
  const card = await openPaymentPage(page, title, '৳ 56,000');
  await openDemoGateway(page, '৳ 56,000');
  // The radio groups by keyboard alone: Card is chosen already, Paid too.
  await page.getByRole('radio', { name: 'Card (Visa, Mastercard)' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Card (Visa, Mastercard)' })).toBeChecked();
  await payAtDemoGateway(page, 'Card (Visa, Mastercard)', 'Paid', '৳ 56,000');

  await expect(page).toHaveURL('/dashboard/propertyBought');
  await expect(card.getByText('booked', { exact: true })).toBeVisible(AFTER_RETURN);
  await expectReceipt(page, card, '৳ 56,000', 'Card');
  await expectAgentTold(agent.page.request, request, title);
  await agent.close();
});

test('a payment fails at the gateway, then succeeds with Nagad @phone', async ({
  page,
  browser,
  request,
}) => {
  const title = `Retry Flat ${Date.now()}`;
  const { agent } = await acceptOffer(page, browser, {
    title,
    prices: { minPrice: 200000, maxPrice: 240000 },
    terms: { bookingPercent: 10 },
    offer: 220000,
  });
  const card = await openPaymentPage(page, title, '৳ 22,000');
  await openDemoGateway(page, '৳ 22,000');
  await payAtDemoGateway(page, 'Nagad', 'Failed', '৳ 22,000');
  await expect(page).toHaveURL(/\/dashboard\/makePayment\/[^?]+\?sslcommerz=failed$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The payment did not go through. You can try again.' }),
  ).toBeVisible(AFTER_RETURN);
  await expectNoAxeViolations(page);

  // Back to the same session at the gateway; this time it is paid.
  await page.getByRole('link', { name: 'Continue To SSLCommerz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SSLCommerz Sandbox (Demo)' })).toBeVisible();
  await payAtDemoGateway(page, 'Nagad', 'Paid', '৳ 22,000');
  await expect(page).toHaveURL('/dashboard/propertyBought');
  await expect(card.getByText('booked', { exact: true })).toBeVisible(AFTER_RETURN);
  await expectReceipt(page, card, '৳ 22,000', 'Nagad');
  await expectAgentTold(agent.page.request, request, title);
  await agent.close();
});

test('the IPN arrives late, after the browser is back, and books the flat once @phone', async ({
  page,
  browser,
  request,
}) => {
  const title = `Late IPN Flat ${Date.now()}`;
  const { agent } = await acceptOffer(page, browser, {
    title,
    prices: { minPrice: 400000, maxPrice: 440000 },
    terms: { bookingPercent: 10 },
    offer: 420000,
  });
  const card = await openPaymentPage(page, title, '৳ 42,000');
  await openDemoGateway(page, '৳ 42,000');
  await payAtDemoGateway(page, 'bKash', 'Paid, IPN arrives late', '৳ 42,000');

  // Back before the gateway confirmed it: nothing is booked on the browser's word.
  await expect(page).toHaveURL(/\/dashboard\/makePayment\/[^?]+\?sslcommerz=pending$/);
  await expect(
    page.getByRole('alert').filter({ hasText: /^Your payment is being confirmed with SSLCommerz/ }),
  ).toBeVisible(AFTER_RETURN);
  await expectNoAxeViolations(page);

  // The gateway's late IPN: by itself from a job a minute after the return, or now from the gateway's page.
  await page.getByRole('link', { name: 'Continue To SSLCommerz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SSLCommerz Sandbox (Demo)' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Paid. The gateway has not confirmed it to the merchant yet',
  );
  await page.getByRole('button', { name: 'Send the IPN Now' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This payment session is already paid.' }),
  ).toBeVisible();
  await page.goto('/dashboard/propertyBought');
  await expect(card.getByText('booked', { exact: true })).toBeVisible();
  await expect(card).toContainText('Booking money paid: ৳ 42,000');
  await expectReceipt(page, card, '৳ 42,000', 'bKash');
  await expectAgentTold(agent.page.request, request, title);
  await agent.close();
});
