/** The sandbox's card rules on a fixed clock: Luhn, expiry to the end of its month, the test cards. */
import { SANDBOX_CARDS } from '@nestlane/shared';
import { describe, expect, it } from 'vitest';
import { hasValidChecksum, judgeSandboxCard, SANDBOX_CARD_MESSAGES } from '../src/payments/sandbox-cards';

const MID_JUNE_2030 = new Date('2030-06-15T12:00:00Z');

describe('judgeSandboxCard', () => {
  it('checks the Luhn digit of every card', () => {
    for (const card of Object.values(SANDBOX_CARDS)) expect(hasValidChecksum(card)).toBe(true);
    expect(hasValidChecksum('4242424242424241')).toBe(false);
    expect(hasValidChecksum('378282246310005')).toBe(true);
  });

  it('accepts a card until the end of its month, then names the year or the date', () => {
    const judge = (expiry: string) =>
      judgeSandboxCard({ cardNumber: SANDBOX_CARDS.success, expiry }, MID_JUNE_2030);
    expect(judge('06/30')).toEqual({ isApproved: true });
    expect(judge('01/31')).toEqual({ isApproved: true });
    expect(judge('05/30')).toEqual({ isApproved: false, message: SANDBOX_CARD_MESSAGES.expiredDate });
    expect(judge('12/29')).toEqual({ isApproved: false, message: SANDBOX_CARD_MESSAGES.expiredYear });
    expect(judge('07 / 30')).toEqual({ isApproved: true });
  });

  it('judges the number before the expiry, as Stripe does', () => {
    expect(judgeSandboxCard({ cardNumber: '4242424242424241', expiry: '01/20' }, MID_JUNE_2030)).toEqual({
      isApproved: false,
      message: SANDBOX_CARD_MESSAGES.invalidNumber,
    });
    expect(judgeSandboxCard({ cardNumber: SANDBOX_CARDS.declined, expiry: '01/20' }, MID_JUNE_2030)).toEqual({
      isApproved: false,
      message: SANDBOX_CARD_MESSAGES.expiredYear,
    });
  });
});
