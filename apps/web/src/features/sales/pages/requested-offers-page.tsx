import { OFFER_MESSAGES } from '@nestlane/shared';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useRequestedOffers } from '../api/get-requested-property';
import { RequestedOffersTable } from '../components/requested-offers-table';

/** Dashboard screen 7 (agent): the offers buyers made on the agent's listings, pending first. */
export function RequestedOffersPage() {
  usePageTitle('Requested Properties');
  const { user } = useCurrentUser();
  const offers = useRequestedOffers(user?.email);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">Requested Properties</h1>
      {offers.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {offers.isError && (
        <LoadError what="the offers" error={offers.error} onRetry={() => void offers.refetch()} />
      )}
      {offers.isSuccess && offers.data.length === 0 && <EmptyState text={OFFER_MESSAGES.noRequestedOffers} />}
      {offers.isSuccess && offers.data.length > 0 && <RequestedOffersTable offers={offers.data} />}
    </section>
  );
}
