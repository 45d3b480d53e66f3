import { zodResolver } from '@hookform/resolvers/zod';
import { sandboxConfirmBodySchema } from '@nestlane/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { useT } from '../../../i18n';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { localizeCardMessage } from '../lib/localize-card-message';
import type { ConfirmPayment } from '../lib/use-pay-offer';
import { paymentMessages } from '../messages';
import { PayNowButton } from './pay-now-button';

/**
 * Said on the form itself: nobody should type a real card here. The English of `payment.sandbox.notice`,
 * which the form shows in the language being read.
 */
export const SANDBOX_NOTICE =
  'Demo payment — no money moves. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.';

/** The card fields, checked in the browser with the server's own rules (Stripe's wording). */
const cardSchema = sandboxConfirmBodySchema.omit({ clientSecret: true });
type CardInput = z.input<typeof cardSchema>;
type Card = z.output<typeof cardSchema>;

/** A field's problem in the language being read (the rules word it in English). */
function cardError(message: string | undefined): string | undefined {
  return message ? localizeCardMessage(message) : undefined;
}

type SandboxCardFormProps = {
  /** Null until the server has created the payment intent. */
  clientSecret: string | null;
  isPaying: boolean;
  onPay: (confirmPayment: ConfirmPayment) => void;
};

/** The built-in sandbox provider's card form, standing in for Stripe's card element in demo mode. */
export function SandboxCardForm({ clientSecret, isPaying, onPay }: SandboxCardFormProps) {
  const confirmSandboxPayment = useConfirmSandboxPayment();
  const t = useT(paymentMessages);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardInput, unknown, Card>({ resolver: zodResolver(cardSchema) });

  function submit(card: Card) {
    if (!clientSecret) return;
    onPay(async () => {
      const result = await confirmSandboxPayment.mutateAsync({ clientSecret, ...card });
      return result.paymentIntentId;
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="demo-card-heading">
      <h2 id="demo-card-heading" className="text-lg font-bold text-ink">
        {t('payment.sandbox.heading')}
      </h2>
      <p className="mt-2 mb-5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {t('payment.sandbox.notice')}
      </p>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <FormField
          label={t('payment.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          error={cardError(errors.cardNumber?.message)}
          {...register('cardNumber')}
        />
        <FormField
          label={t('payment.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={cardError(errors.expiry?.message)}
          {...register('expiry')}
        />
        <FormField
          label={t('payment.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={cardError(errors.cvc?.message)}
          {...register('cvc')}
        />
      </div>
      <PayNowButton isReady={clientSecret !== null && !isPaying} />
    </form>
  );
}
