import { ADVERTISE_CAP, MESSAGES } from '@nestlane/shared';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
import { formatNumber, localizeMessage, useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifiedPropertyPage } from '../api/get-verified-property';
import { AdvertiseTable } from '../components/advertise-table';
import { moderationMessages } from '../messages';

const FULL_REASON_ID = 'advertise-full-reason';

/**
 * Why Advertise is disabled at the cap: the server would refuse, so say it before the click. The page
 * shows the catalog's `moderation.advertise.fullReason` in the language being read; this is its English.
 */
export const ADVERTISE_FULL_REASON = `All ${ADVERTISE_CAP} places are taken: disadvertise a property to advertise another.`;

/** Dashboard screen 15 (admin): choose the (at most six) listings of the home page's 'Best For You'. */
export function AdvertisePropertyPage() {
  const t = useT(moderationMessages);
  usePageTitle(t('moderation.advertise.title'));
  const [page, setPage] = usePageParam();
  const properties = useVerifiedPropertyPage(page);
  const advertisedCount = properties.data?.advertisedCount ?? null;
  const isFull = advertisedCount !== null && advertisedCount >= ADVERTISE_CAP;
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('moderation.advertise.title')}</h1>
      <p aria-live="polite" className="mb-4 font-semibold text-slate-700">
        {advertisedCount === null
          ? ''
          : t('moderation.advertise.count', {
              count: formatNumber(advertisedCount),
              cap: formatNumber(ADVERTISE_CAP),
            })}
      </p>
      {isFull && (
        <p id={FULL_REASON_ID} className="mb-4 text-sm text-slate-700">
          {t('moderation.advertise.fullReason', { cap: formatNumber(ADVERTISE_CAP) })}
        </p>
      )}
      <PagedList
        query={properties}
        what={t('moderation.advertise.loadWhat')}
        emptyText={localizeMessage(MESSAGES.noProperties)}
        page={page}
        onPageChange={setPage}
      >
        {(list) => <AdvertiseTable properties={list} fullReasonId={isFull ? FULL_REASON_ID : undefined} />}
      </PagedList>
    </section>
  );
}
