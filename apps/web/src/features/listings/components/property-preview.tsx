import type { Property } from '@nestlane/shared';
import MapPin from 'lucide-react/icons/map-pin';
import { formatPriceRange } from '../../../lib/format-price';

/** The listing as it stands, beside the form that changes it. */
export function PropertyPreview({ property }: { property: Property }) {
  return (
    <article
      aria-labelledby="property-preview-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={property.propertyImage}
        alt={property.propertyTitle}
        width={298}
        height={176}
        className="aspect-[298/176] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-col gap-2 p-5">
        <h2 id="property-preview-title" className="text-lg leading-snug font-bold text-ink">
          {property.propertyTitle}
        </h2>
        <p className="flex items-start gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span className="sr-only">Location: </span>
          {property.propertyLocation}
        </p>
        <p className="text-lg font-extrabold text-brand-text">
          <span className="sr-only">Price: </span>
          {formatPriceRange(property.minPrice, property.maxPrice)}
        </p>
      </div>
    </article>
  );
}
