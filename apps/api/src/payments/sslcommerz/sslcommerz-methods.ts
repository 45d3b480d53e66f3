/**
 * How SSLCommerz says a payment was made (its `card_type`: 'BKASH-BKash', 'NAGAD-Nagad',
 * 'VISA-Dutch Bangla'…), as a person names it on the receipt (decision 054). Every path that books
 * an SSLCommerz payment reads it from the validation API's answer: the IPN, the return, the recovery
 * job, and the sweep or the payment page through `retrieveIntent` (decision 069).
 */
export function methodFromCardType(cardType: string | null | undefined): string | undefined {
  if (!cardType) return undefined;
  const scheme = cardType.split('-')[0]?.toUpperCase() ?? '';
  if (scheme.startsWith('BKASH')) return 'bKash';
  if (scheme.startsWith('NAGAD')) return 'Nagad';
  if (scheme.startsWith('ROCKET') || scheme.startsWith('DBBLMOBILEB')) return 'Rocket';
  if (scheme.startsWith('UPAY')) return 'Upay';
  if (/VISA|MASTER|AMEX|UNIONPAY|DINERS|JCB|CARD/.test(scheme)) return 'card';
  return cardType;
}
