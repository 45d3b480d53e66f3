import { loadStripe } from '@stripe/stripe-js/pure';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { translate } from '../../../i18n';
import { paymentMessages } from '../messages';

/**
 * Stripe.js for the publishable key. The pure entry adds Stripe's script only when this runs, so only the
 * payment page of a Stripe deployment downloads it. A query, so a blocked or failed script shows as an
 * error with a retry instead of a form that never appears.
 */
export function stripeQueryOptions(publishableKey: string) {
  return queryOptions({
    queryKey: ['stripe-js', publishableKey],
    queryFn: async () => {
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error(translate(paymentMessages, 'payment.card.unavailable'));
      return stripe;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStripeJs(publishableKey: string) {
  return useQuery(stripeQueryOptions(publishableKey));
}
