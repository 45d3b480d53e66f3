/**
 * The IPN's verify_sign (issue 29, decision 064): an IPN whose signature is missing, wrong, or does
 * not cover the ids we read is refused with a 400 and a log line that says why, before SSLCommerz's
 * validation API is asked; nothing changes. One signed as SSLCommerz signs it books the offer once.
 * The browser's return carries the same signature (decision 069): an unsigned or forged one asks
 * SSLCommerz nothing, writes nothing, and lands the browser on "being confirmed", never on an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SSLCOMMERZ_IPN,
  SSLCOMMERZ_RETURN,
  type SslcommerzHarness,
  startSslcommerzHarness,
} from './helpers/sslcommerz-harness';

const STORE = { id: 'nestlane_signed_store', password: 'nestlane_signed_store@ssl' };
let harness: SslcommerzHarness;

beforeAll(async () => {
  harness = await startSslcommerzHarness(STORE);
});

afterAll(async () => {
  await harness?.close();
});

async function expectNothingChanged(offerId: string) {
  expect(await harness.findOffer(offerId)).toMatchObject({ status: 'accepted', transactionId: null });
  expect(await harness.paymentsOf(offerId)).toMatchObject([{ status: 'open', receiptNumber: null }]);
}

/** Sends the IPN; answers its status code and the refusal logged for it. */
async function sendRefused(fields: Record<string, string>) {
  let statusCode = 0;
  let body: unknown;
  const logs = await harness.captureWarnings(async () => {
    const answer = await harness.post(SSLCOMMERZ_IPN, fields);
    statusCode = answer.statusCode;
    body = answer.json();
  });
  return { statusCode, body, refusal: logs.find((line) => line.msg === 'sslcommerz payment refused') };
}

describe("the IPN's signature", () => {
  it('a forged signature (a field changed after signing) is refused before validation, and the genuine IPN then books once', async () => {
    const { offer, tranId } = await harness.openSession();
    const paid = harness.fake.pay(tranId);

    const forged = await sendRefused({ ...paid, amount: '1.00' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect(forged.refusal).toMatchObject({ tranId, source: 'ipn', reason: 'verify_sign does not match' });
    expect(harness.validationsOf(paid.val_id)).toBe(0);
    await expectNothingChanged(offer.id);

    // Signed with another store's password.
    const otherStore = await sendRefused({ ...paid, verify_sign: 'f'.repeat(32) });
    expect(otherStore.statusCode).toBe(400);
    expect(otherStore.refusal).toMatchObject({ reason: 'verify_sign does not match' });

    expect((await harness.post(SSLCOMMERZ_IPN, paid)).statusCode).toBe(200);
    expect((await harness.post(SSLCOMMERZ_IPN, paid)).statusCode).toBe(200);
    expect(await harness.findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: tranId });
    const [payment] = await harness.paymentsOf(offer.id);
    expect(payment).toMatchObject({ status: 'succeeded', receiptNumber: expect.stringMatching(/^NL-/) });
    expect(harness.validationsOf(paid.val_id)).toBe(1);
  });

  it('a missing signature is refused before validation', async () => {
    const { offer, tranId } = await harness.openSession();
    const { verify_sign: _sign, verify_key: _key, ...unsigned } = harness.fake.pay(tranId);
    const refused = await sendRefused(unsigned);
    expect(refused.statusCode).toBe(400);
    expect(refused.refusal).toMatchObject({ tranId, reason: 'verify_sign or verify_key missing' });
    expect(harness.validationsOf(unsigned.val_id)).toBe(0);
    await expectNothingChanged(offer.id);

    const { verify_key: _onlyKey, ...signOnly } = harness.fake.pay(tranId);
    expect((await sendRefused(signOnly)).refusal).toMatchObject({
      reason: 'verify_sign or verify_key missing',
    });
    await expectNothingChanged(offer.id);
  });

  it('a signature that leaves out the val_id is refused: the id we act on must be signed', async () => {
    const { offer, tranId } = await harness.openSession();
    const { val_id: valId, ...rest } = harness.fake.pay(tranId);
    // A genuine signature over the other fields, with a val_id added outside it.
    const refused = await sendRefused({ ...harness.fake.sign(rest), val_id: valId ?? '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.refusal).toMatchObject({ reason: 'verify_key does not cover val_id' });
    expect(harness.validationsOf(valId)).toBe(0);
    await expectNothingChanged(offer.id);
  });
});

describe("the browser's return (decision 069)", () => {
  /** Posts the return as the browser would; answers where it was sent and the refusal logged for it. */
  async function returnRefused(outcome: string, fields: Record<string, string>) {
    let answer: Awaited<ReturnType<SslcommerzHarness['post']>> | undefined;
    const logs = await harness.captureWarnings(async () => {
      answer = await harness.post(`${SSLCOMMERZ_RETURN}/${outcome}`, fields);
    });
    return {
      statusCode: answer?.statusCode,
      location: answer?.headers.location,
      refusal: logs.find((line) => line.msg === 'sslcommerz payment refused'),
    };
  }

  it('a forged success return asks the validation API nothing, writes nothing, and lands on "being confirmed"; the signed one books', async () => {
    const { offer, tranId } = await harness.openSession();
    const paid = harness.fake.pay(tranId);
    const pending = `/dashboard/makePayment/${offer.id}?sslcommerz=pending`;
    const validationsBefore = harness.countValidations();

    const forged = await returnRefused('success', { ...paid, amount: '1.00' });
    expect(forged).toMatchObject({ statusCode: 303, location: pending });
    expect(forged.refusal).toMatchObject({
      tranId,
      valId: paid.val_id,
      source: 'return',
      outcome: 'success',
      reason: 'verify_sign does not match',
    });

    const { verify_sign: _sign, verify_key: _key, ...unsigned } = paid;
    const bare = await returnRefused('success', unsigned);
    expect(bare).toMatchObject({ statusCode: 303, location: pending });
    expect(bare.refusal).toMatchObject({ tranId, reason: 'verify_sign or verify_key missing' });

    // The val_id added outside a genuine signature over the other fields.
    const { val_id: valId, ...rest } = paid;
    const uncovered = await returnRefused('success', { ...harness.fake.sign(rest), val_id: valId ?? '' });
    expect(uncovered).toMatchObject({ location: pending });
    expect(uncovered.refusal).toMatchObject({ reason: 'verify_key does not cover val_id' });

    expect(harness.countValidations()).toBe(validationsBefore);
    await expectNothingChanged(offer.id);

    const signed = await harness.post(`${SSLCOMMERZ_RETURN}/success`, paid);
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toBe('/dashboard/propertyBought');
    expect(harness.validationsOf(paid.val_id)).toBe(1);
    expect(await harness.findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: tranId });
  });

  it('an unsigned fail or cancel return lands on "being confirmed" with the reason logged; signed ones say failed and cancelled', async () => {
    const { offer, tranId } = await harness.openSession();
    const failed = harness.fake.attempt(tranId, 'FAILED');
    const cancelled = harness.fake.attempt(tranId, 'CANCELLED');
    const pending = `/dashboard/makePayment/${offer.id}?sslcommerz=pending`;

    const unsignedFail = await returnRefused('fail', { tran_id: tranId, status: 'FAILED' });
    expect(unsignedFail).toMatchObject({ statusCode: 303, location: pending });
    expect(unsignedFail.refusal).toMatchObject({ tranId, source: 'return', outcome: 'fail' });
    const forgedCancel = await returnRefused('cancel', { ...cancelled, status: 'VALID' });
    expect(forgedCancel).toMatchObject({ statusCode: 303, location: pending });
    expect(forgedCancel.refusal).toMatchObject({ reason: 'verify_sign does not match' });

    const signedFail = await harness.post(`${SSLCOMMERZ_RETURN}/fail`, failed);
    expect(signedFail.headers.location).toBe(`/dashboard/makePayment/${offer.id}?sslcommerz=failed`);
    const signedCancel = await harness.post(`${SSLCOMMERZ_RETURN}/cancel`, cancelled);
    expect(signedCancel.headers.location).toBe(`/dashboard/makePayment/${offer.id}?sslcommerz=cancelled`);
    await expectNothingChanged(offer.id);
  });
});
