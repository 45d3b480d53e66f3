import { MESSAGES } from '@nestlane/shared';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NotFoundContent } from '../../../components/not-found-content';
import { localizeMessage, useT } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useScrollToTopOnOpen } from '../../../lib/motion';
import { runAction } from '../../../lib/run-action';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useAddOffer } from '../api/add-offer';
import { useWish } from '../api/get-wish';
import { MakeOfferForm } from '../components/make-offer-form';
import { findOfferUnavailable } from '../lib/offer-availability';
import { forgetOfferDraft } from '../lib/offer-draft';
import type { OfferFormOutput } from '../lib/offer-form';
import { wishlistMessages } from '../messages';

function isMissing(error: Error | null): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * Dashboard screen 13: an offer on a wish-listed property. The item is loaded before the page shows
 * (make-offer-loader.ts); the buyer is the signed-in user, and the server takes both from its own data.
 */
export function MakeOfferPage() {
  const { id = '' } = useParams();
  const { user, profile } = useCurrentUser();
  const wish = useWish(id, { enabled: Boolean(user) });
  const addOffer = useAddOffer();
  const navigate = useNavigate();
  const t = useT(wishlistMessages);
  // The not-found page titles itself, but a parent's effect runs after its child's: say it here too.
  usePageTitle(isMissing(wish.error) ? t('wishlist.offer.pageNotFound') : t('wishlist.makeOffer'));

  useScrollToTopOnOpen();

  if (wish.isPending) return <LoadingSpinner className="min-h-[60vh]" />;
  if (wish.isError) {
    if (isMissing(wish.error)) return <NotFoundContent />;
    return (
      <LoadError what={t('wishlist.offer.what')} error={wish.error} onRetry={() => void wish.refetch()} />
    );
  }
  const item = wish.data;
  const unavailable = findOfferUnavailable(item);

  async function submit(values: OfferFormOutput) {
    const isOffered = await runAction(
      () => addOffer.mutateAsync({ propertyId: item.propertyId, ...values }),
      localizeMessage(MESSAGES.propertyOffered),
      { loading: localizeMessage(MESSAGES.offeringProperty) },
    );
    if (!isOffered) return;
    forgetOfferDraft(item._id);
    await navigate('/dashboard/propertyBought');
  }

  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('wishlist.makeOffer')}</h1>
      {unavailable === undefined ? (
        <MakeOfferForm
          item={item}
          buyer={{ id: user?.id ?? '', name: profile?.name ?? user?.name ?? '', email: user?.email ?? '' }}
          onSubmit={submit}
        />
      ) : (
        <EmptyState text={t(unavailable)} link={{ to: '/dashboard/wishlist', label: t('wishlist.title') }} />
      )}
    </section>
  );
}
