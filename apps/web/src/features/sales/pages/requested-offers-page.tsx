import { OFFER_MESSAGES } from '@nestlane/shared';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { localizeMessage, useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useRequestedOffers } from '../api/get-requested-property';
import { RequestedOffersTable } from '../components/requested-offers-table';
import { salesMessages } from '../messages';

/** Dashboard screen 7 (agent): the offers buyers made on the agent's listings, pending first. */
export function RequestedOffersPage() {
  const t = useT(salesMessages);
  usePageTitle(t('sales.requested.title'));
  const { user } = useCurrentUser();
  const offers = useRequestedOffers(user?.email);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('sales.requested.title')}</h1>
      {offers.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {offers.isError && (
        <LoadError
          what={t('sales.requested.loadWhat')}
          error={offers.error}
          onRetry={() => void offers.refetch()}
        />
      )}
      {offers.isSuccess && offers.data.length === 0 && (
        <EmptyState text={localizeMessage(OFFER_MESSAGES.noRequestedOffers)} />
      )}
      {offers.isSuccess && offers.data.length > 0 && <RequestedOffersTable offers={offers.data} />}
    </section>
  );
}
