import { MESSAGES } from '@nestlane/shared';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { useManagedProperties } from '../api/get-properties';
import { ManagePropertiesTable } from '../components/manage-properties-table';

/** Dashboard screen 8 (admin): every listing, pending first, verified or rejected here. */
export function ManagePropertiesPage() {
  usePageTitle('Manage Properties');
  const [page, setPage] = usePageParam();
  const properties = useManagedProperties(page);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">Manage Properties</h1>
      <PagedList
        query={properties}
        what="the properties"
        emptyText={MESSAGES.noProperties}
        page={page}
        onPageChange={setPage}
      >
        {(list) => <ManagePropertiesTable properties={list} />}
      </PagedList>
    </section>
  );
}
