import { useEffect } from 'react';
import { PropertyCard } from '../../../components/property-card';
import { SectionHeading } from '../../../components/section-heading';
import { useT } from '../../../i18n';
import { forgetViewed } from '../../../lib/recently-viewed-list';
import { type RecentViewer, useRecentlyViewed } from '../api/get-recently-viewed';
import { homeMessages } from '../messages';

type RecentlyViewedSectionProps = { viewer: RecentViewer };

/**
 * 'Recently viewed' on the home page (decision 038): the reader's latest listings, one row of cards,
 * only those still public. Rendered in the browser only, once the reader nears it; nothing while it
 * loads or when there is nothing to show.
 */
export function RecentlyViewedSection({ viewer }: RecentlyViewedSectionProps) {
  const t = useT(homeMessages);
  const { data } = useRecentlyViewed(viewer);
  const missingIds = data?.missingIds;
  useEffect(() => {
    if (missingIds) forgetViewed(missingIds);
  }, [missingIds]);
  if (!data || data.properties.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="recently-viewed"
        title={t('home.recentlyViewed.title')}
        subtitle={t('home.recentlyViewed.subtitle')}
      />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {data.properties.map((property) => (
          <PropertyCard key={property._id} property={property} />
        ))}
      </div>
    </section>
  );
}
