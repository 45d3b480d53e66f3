import { Link } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PropertyCard } from '../../../components/property-card';
import { SectionHeading } from '../../../components/section-heading';
import { useAdvertiseProperties } from '../api/get-advertise-properties';

/** The advertised listings in two columns (spec §2 home, section 2). */
export function BestForYouSection() {
  const { data: properties, isPending } = useAdvertiseProperties();
  return (
    <section aria-labelledby="best-for-you" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="best-for-you" title="Best For You" subtitle="Checkout Out Best Collection" />
      {isPending ? (
        <LoadingSpinner label="Loading the best collection" className="min-h-[400px]" />
      ) : (
        <div className="grid gap-8 md:grid-cols-2">
          {properties?.map((property) => (
            <PropertyCard key={property._id} property={property} />
          ))}
        </div>
      )}
      <div className="mt-12 flex justify-center">
        <Link to="/allProperties" className="btn-primary px-8 py-3">
          See All ProperTies
        </Link>
      </div>
    </section>
  );
}
