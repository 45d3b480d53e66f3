import { PropertyCard } from '../../../components/property-card';
import { useT } from '../../../i18n';
import { useSimilarProperties } from '../api/get-similar-properties';
import { propertyDetailMessages } from '../messages';

/**
 * Under a listing, up to four like it (issue 27, decision 060): the same mode and price band, from the
 * nearest place that has any. Rendered on the server (the loader waits for them there); nothing shows
 * when there are none or they could not be read, since the listing itself is what the page is for.
 */
export function SimilarListings({ propertyId }: { propertyId: string }) {
  const t = useT(propertyDetailMessages);
  const { data: listings } = useSimilarProperties(propertyId);
  if (!listings || listings.length === 0) return null;
  return (
    // Its pictures are not kept for reading offline with the listing (lib/keep-listing-offline.ts).
    <section
      aria-labelledby="similar-listings"
      data-similar-listings
      className="mx-auto max-w-7xl space-y-5 px-4 pb-10 sm:px-6 lg:px-8"
    >
      <h2 id="similar-listings" className="text-2xl font-bold text-ink">
        {t('propertyDetail.similar.title')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {listings.map((listing) => (
          <li key={listing._id}>
            <PropertyCard property={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
