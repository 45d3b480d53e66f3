import { MESSAGES } from '@nestlane/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizeMessage } from '../../../i18n';
import { toastFailure } from '../../../lib/run-action';
import { toast } from '../../../lib/toast';
import { useUpdateOfferStatus } from '../api/update-offer-status';

/** Charges the card with the provider and answers the payment's id (the transaction id), or throws why not. */
export type ConfirmPayment = () => Promise<string>;

/**
 * The payment flow both providers share (spec §4): 'Making Payment' → the provider charges the card →
 * the server checks that payment and marks the offer bought → 'Payment successful' → Property Bought.
 * A failure replaces the loading toast with the provider's or the server's own message.
 */
export function usePayOffer(offerId: string) {
  const navigate = useNavigate();
  const updateOfferStatus = useUpdateOfferStatus();
  const [isPaying, setIsPaying] = useState(false);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const isPayingRef = useRef(false);
  // A charge that succeeded is not made again if only marking the offer bought failed (a dropped
  // connection): Pay Now then only reports the same payment once more.
  const confirmedPaymentRef = useRef<string | null>(null);

  async function pay(confirmPayment: ConfirmPayment) {
    if (isPayingRef.current) return;
    isPayingRef.current = true;
    setIsPaying(true);
    const toastId = toast.loading(localizeMessage(MESSAGES.makingPayment));
    try {
      confirmedPaymentRef.current ??= await confirmPayment();
      await updateOfferStatus.mutateAsync({ offerId, transactionId: confirmedPaymentRef.current });
    } catch (error) {
      toastFailure(error, toastId);
      isPayingRef.current = false;
      setIsPaying(false);
      return;
    }
    toast.success(localizeMessage(MESSAGES.paymentSuccessful), { id: toastId });
    navigate('/dashboard/propertyBought');
  }

  return { pay, isPaying };
}
