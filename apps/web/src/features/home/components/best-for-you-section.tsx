import { ADVERTISE_CAP } from '@nestlane/shared';
import { Link } from 'react-router';
import { PropertyCard } from '../../../components/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton';
import { SectionHeading } from '../../../components/section-heading';
import { useT } from '../../../i18n';
import { useAdvertiseProperties } from '../api/get-advertise-properties';
import { homeMessages } from '../messages';

const gridClass = 'grid gap-8 md:grid-cols-2';

/**
 * The advertised listings in two columns (spec §2 home, section 2). While they load, placeholder cards
 * hold the grid's place (up to six are advertised) instead of the spec's full-page animation: the hero
 * and its search stay usable and nothing below jumps when the cards arrive (docs/spec-deviations.md).
 */
export function BestForYouSection() {
  const t = useT(homeMessages);
  const { data: properties, isPending } = useAdvertiseProperties();
  return (
    <section aria-labelledby="best-for-you" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="best-for-you"
        title={t('home.bestForYou.title')}
        subtitle={t('home.bestForYou.subtitle')}
      />
      {isPending ? (
        <div aria-busy="true" className={gridClass}>
          <p role="status" className="sr-only">
            {t('home.bestForYou.loading')}
          </p>
          {Array.from({ length: ADVERTISE_CAP }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never reorder
            <PropertyCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        <div className={gridClass}>
          {properties?.map((property) => (
            <PropertyCard key={property._id} property={property} />
          ))}
        </div>
      )}
      <div className="mt-12 flex justify-center">
        <Link to="/allProperties" className="btn-primary px-8 py-3">
          {t('home.bestForYou.seeAll')}
        </Link>
      </div>
    </section>
  );
}
