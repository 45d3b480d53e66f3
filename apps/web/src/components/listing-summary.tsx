import MapPin from 'lucide-react/icons/map-pin';
import { commonText } from '../lib/common-text';

/**
 * The pieces the dashboard's listing cards share (wish-list, Property Bought, the update preview):
 * the listing's picture at the card size and its full address.
 */
export function ListingPicture({
  src,
  title,
  loading = 'lazy',
}: {
  src: string;
  title: string;
  loading?: 'lazy' | 'eager';
}) {
  return (
    <img
      src={src}
      alt={title}
      width={298}
      height={176}
      loading={loading}
      decoding="async"
      className="aspect-[298/176] w-full bg-slate-100 object-cover"
    />
  );
}

export function ListingLocation({ location }: { location: string }) {
  return (
    <p className="flex items-start gap-1 text-sm break-words text-slate-700">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
      <span className="sr-only">{commonText('common.listing.location')}</span>
      {location}
    </p>
  );
}
