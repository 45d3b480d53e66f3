import { MESSAGES } from '@nestlane/shared';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
import { localizeMessage, useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useManagedProperties } from '../api/get-properties';
import { ManagePropertiesTable } from '../components/manage-properties-table';
import { moderationMessages } from '../messages';

/** Dashboard screen 8 (admin): every listing, pending first, verified or rejected here. */
export function ManagePropertiesPage() {
  const t = useT(moderationMessages);
  usePageTitle(t('moderation.manage.title'));
  const [page, setPage] = usePageParam();
  const properties = useManagedProperties(page);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('moderation.manage.title')}</h1>
      <PagedList
        query={properties}
        what={t('moderation.manage.loadWhat')}
        emptyText={localizeMessage(MESSAGES.noProperties)}
        page={page}
        onPageChange={setPage}
      >
        {(list) => <ManagePropertiesTable properties={list} />}
      </PagedList>
    </section>
  );
}
