import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PropertyCard } from '../../../components/property-card';
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useAddedProperties } from '../api/get-added-properties';
import { ListingActions } from '../components/listing-actions';
import { MarketActions } from '../components/market-actions';
import { listingsMessages } from '../messages';

/** Dashboard screen 5 (agent): every listing the agent added, whatever its status, newest first. */
export function AddedPropertiesPage() {
  const t = useT(listingsMessages);
  usePageTitle(t('listings.added.title'));
  const { user } = useCurrentUser();
  const properties = useAddedProperties(user?.email);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('listings.added.title')}</h1>
      {properties.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {properties.isError && (
        <LoadError
          what={t('listings.added.loadWhat')}
          error={properties.error}
          onRetry={() => void properties.refetch()}
        />
      )}
      {properties.isSuccess && properties.data.length === 0 && (
        <EmptyState
          text={t('listings.added.empty')}
          link={{ to: '/dashboard/addProperty', label: t('listings.add.title') }}
        />
      )}
      {properties.isSuccess && properties.data.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {properties.data.map((property) => (
            <li key={property._id}>
              <PropertyCard
                property={property}
                headingLevel={2}
                actions={
                  <div className="flex flex-col gap-3">
                    <ListingActions property={property} />
                    <MarketActions property={property} />
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
