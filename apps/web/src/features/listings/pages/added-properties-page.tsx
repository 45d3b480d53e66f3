import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
import { PropertyCard } from '../../../components/property-card';
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useAddedPropertiesPage } from '../api/get-added-properties';
import { ListingActions } from '../components/listing-actions';
import { MarketActions } from '../components/market-actions';
import { listingsMessages } from '../messages';

/**
 * Dashboard screen 5 (agent): the listings the agent added, whatever their status, newest first, a page of
 * twelve at a time (a demo agent's hundred cards made a page of 6 000 elements on a phone).
 */
export function AddedPropertiesPage() {
  const t = useT(listingsMessages);
  usePageTitle(t('listings.added.title'));
  const { user } = useCurrentUser();
  const [page, setPage] = usePageParam();
  const properties = useAddedPropertiesPage(user?.email, page);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('listings.added.title')}</h1>
      <PagedList
        query={properties}
        what={t('listings.added.loadWhat')}
        emptyText={t('listings.added.empty')}
        emptyLink={{ to: '/dashboard/addProperty', label: t('listings.add.title') }}
        page={page}
        onPageChange={setPage}
      >
        {(rows) => (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {rows.map((property) => (
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
      </PagedList>
    </section>
  );
}
