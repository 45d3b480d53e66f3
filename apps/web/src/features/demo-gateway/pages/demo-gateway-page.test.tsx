import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi } from '../../../test/api-stub';
import { readJsonBody } from '../../../test/calls';
import { openApp } from '../../../test/render-app';

const KEY = `DEMO${'A1'.repeat(12)}`;
const PATH = `/demo-gateway/${KEY}`;
const RETURN_URL = 'http://localhost/api/payments/sslcommerz/return/fail';

function stubGateway(status = 'open') {
  return stubApi({
    [`/api/demo-gateway/${KEY}`]: () => ({
      tranId: 'NLABCDEFGHIJKLMNOPQRSTUVWX',
      amount: '32000.00',
      currency: 'BDT',
      status,
    }),
    [`/api/demo-gateway/${KEY}/pay`]: () => ({
      action: RETURN_URL,
      fields: { tran_id: 'NLABCDEFGHIJKLMNOPQRSTUVWX', status: 'FAILED' },
    }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('The demo gateway page', () => {
  it('lists card, bKash and Nagad and the test outcomes as labelled radio groups, and posts the answer back to the merchant', async () => {
    const fetchMock = stubGateway();
    const posted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(this);
    });
    const user = userEvent.setup();
    await openApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'SSLCommerz Sandbox (Demo)' })).toBeVisible();
    expect(screen.getByText('NLABCDEFGHIJKLMNOPQRSTUVWX')).toBeVisible();
    const methods = screen.getByRole('group', { name: 'Pay with' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['card', 'bkash', 'nagad']);
    const outcomes = screen.getByRole('group', { name: 'Test outcome' });
    expect(within(outcomes).getByRole('radio', { name: 'Paid' })).toBeChecked();
    expect(within(outcomes).getByRole('radio', { name: 'Paid, IPN arrives late' })).not.toBeChecked();

    await user.click(within(methods).getByText('bKash'));
    await user.click(within(outcomes).getByText('Failed'));
    await user.click(screen.getByRole('button', { name: /^Pay ৳ 32,000$/ }));

    expect(readJsonBody(fetchMock, 'POST', `/api/demo-gateway/${KEY}/pay`)).toEqual({
      method: 'bkash',
      outcome: 'failed',
    });
    expect(posted).toHaveLength(1);
    expect(posted[0]?.method.toLowerCase()).toBe('post');
    expect(posted[0]?.action).toBe(RETURN_URL);
    expect(Object.fromEntries(new FormData(posted[0]))).toEqual({
      tran_id: 'NLABCDEFGHIJKLMNOPQRSTUVWX',
      status: 'FAILED',
    });
  });

  it('offers nothing to pay on a session already paid', async () => {
    stubGateway('paid');
    await openApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment session is already paid.');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('says so for a session it does not know', async () => {
    stubApi({ [`/api/demo-gateway/${KEY}`]: () => refusal(404, 'Payment session not found') });
    await openApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment session does not exist.');
  });
});
