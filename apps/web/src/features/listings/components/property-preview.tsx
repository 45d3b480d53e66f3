import type { Property } from '@nestlane/shared';
import { ListingLocation, ListingPicture } from '../../../components/listing-summary';
import { useT } from '../../../i18n';
import { formatListingPrice } from '../../../lib/format-price';
import { listingsMessages } from '../messages';

/** The listing as it stands, beside the form that changes it. */
export function PropertyPreview({ property }: { property: Property }) {
  const t = useT(listingsMessages);
  return (
    <article
      aria-labelledby="property-preview-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <ListingPicture src={property.propertyImage} title={property.propertyTitle} loading="eager" />
      <div className="flex flex-col gap-2 p-5">
        <h2 id="property-preview-title" className="text-lg leading-snug font-bold text-ink">
          {property.propertyTitle}
        </h2>
        <ListingLocation location={property.propertyLocation} />
        <p className="text-lg font-extrabold text-brand-text">
          <span className="sr-only">{t('listings.preview.price')}</span>
          {formatListingPrice(property)}
        </p>
      </div>
    </article>
  );
}
