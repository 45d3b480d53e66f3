/**
 * A card or payment that did not go through: HTTP 402 with the provider's wording, which the
 * payment page shows as it is. Not an AppError: its codes have no 402, and a refused card is
 * neither a bad request nor a conflict. modules/payments/routes.ts turns it into the answer.
 */
export class PaymentFailedError extends Error {
  readonly statusCode = 402;
  readonly code = 'PAYMENT_REQUIRED';

  constructor(message: string) {
    super(message);
    this.name = 'PaymentFailedError';
  }
}
