import { INTL_LOCALE, type Locale, OFFER_END_MESSAGES, type Offer } from '@nestlane/shared';
import { currentLocale, localizeMessage } from '../i18n';
import { commonText } from '../lib/common-text';

const deadlineFormats = new Map<Locale, Intl.DateTimeFormat>();

/** 'December 1, 2026 at 3:30 PM' ('১ ডিসেম্বর, ২০২৬ এ ৩:৩০ PM' in Bangla). */
function formatDeadline(iso: string, locale: Locale = currentLocale()): string {
  let format = deadlineFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en' : INTL_LOCALE[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
    });
    deadlineFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/**
 * What the status alone does not say (decision 017), the same for the buyer and the agent: why
 * a deal ended without the agent's word, or until when an accepted offer can be paid.
 */
export function OfferDealNote({
  offer,
}: {
  offer: Pick<Offer, 'offerStatus' | 'offerEndReason' | 'paymentDueAt'>;
}) {
  if (offer.offerStatus === 'rejected' && offer.offerEndReason) {
    return (
      <p className="text-sm font-semibold text-red-900">
        {localizeMessage(OFFER_END_MESSAGES[offer.offerEndReason])}
      </p>
    );
  }
  if (offer.offerStatus === 'accepted' && offer.paymentDueAt) {
    return (
      <p className="text-sm text-slate-700">
        {commonText('common.offer.paymentDueBy')}{' '}
        <time dateTime={offer.paymentDueAt}>{formatDeadline(offer.paymentDueAt)}</time>
      </p>
    );
  }
  return null;
}
