import { OFFER_MESSAGES } from '@nestlane/shared';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { localizeMessage, useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useBoughtProperties } from '../api/get-bought-properties';
import { BoughtCard } from '../components/bought-card';
import { purchasesMessages } from '../messages';

/** Dashboard screen 3: every offer the user made, newest first, with its status and what to do next. */
export function BoughtPropertiesPage() {
  const t = useT(purchasesMessages);
  usePageTitle(t('purchases.title'));
  const { user } = useCurrentUser();
  const offers = useBoughtProperties(user?.email);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('purchases.title')}</h1>
      {offers.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {offers.isError && (
        <LoadError what={t('purchases.what')} error={offers.error} onRetry={() => void offers.refetch()} />
      )}
      {offers.isSuccess && offers.data.length === 0 && (
        <EmptyState text={localizeMessage(OFFER_MESSAGES.noOffers)} />
      )}
      {offers.isSuccess && offers.data.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {offers.data.map((offer) => (
            <li key={offer._id}>
              <BoughtCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
