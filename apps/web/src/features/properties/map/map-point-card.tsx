import type { MapPoint, Property } from '@nestlane/shared';
import { useQuery } from '@tanstack/react-query';
import Bath from 'lucide-react/icons/bath';
import BedDouble from 'lucide-react/icons/bed-double';
import MapPin from 'lucide-react/icons/map-pin';
import Ruler from 'lucide-react/icons/ruler';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { Link } from 'react-router';
import { PriceReducedBadge } from '../../../components/price-reduced-badge';
import { formatNumber, localizePlace, useLocale, valueLabel } from '../../../i18n';
import { formatShortLocation } from '../../../lib/format-location';
import { formatListingPrice, rentPeriod } from '../../../lib/format-price';
import { listingTitle, useListingTitle } from '../../../lib/listing-text';
import { propertyDetailQueryOptions } from '../../property-detail';
import { propertiesText } from '../messages';
import { formatShortPrice } from './format-map-price';

type MapPointCardProps = { point: MapPoint; onClose: () => void; ref?: Ref<HTMLElement> };

/**
 * The chosen marker's listing, over the bottom of the map: its picture, title, price, rooms and size, and a
 * way to its page. A marker carries only its place and price, so the card fetches the listing (the same
 * query the property page reads, so View Detail then opens at once) and shows the marker's price while it
 * comes. It takes focus when it opens (screen readers read it, Tab goes on inside it); Escape or Close
 * shuts it.
 */
export function MapPointCard({ point, onClose, ref }: MapPointCardProps) {
  const t = propertiesText;
  const titleId = useId();
  const listing = useQuery(propertyDetailQueryOptions(point.id));
  const locale = useLocale();
  const cardRef = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => cardRef.current as HTMLElement);
  useEffect(() => {
    cardRef.current?.focus();
  }, []);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
      className="absolute inset-x-2 bottom-2 z-[1000] flex min-h-32 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:right-auto sm:w-96"
    >
      {listing.data ? (
        <ListingSummary listing={listing.data} titleId={titleId} />
      ) : (
        <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 pr-10" aria-busy={listing.isPending}>
          <p className="text-xs font-semibold text-brand-text">{valueLabel('listedFor', point.listedFor)}</p>
          <h2 id={titleId} className="text-sm leading-snug font-bold text-ink">
            {listing.isError ? t('properties.card.loadError') : t('properties.card.loading')}
          </h2>
          <p className="text-sm font-extrabold text-brand-text">
            <span className="sr-only">{t('properties.card.price')}</span>
            {point.listedFor === 'For Rent'
              ? t('properties.card.fromRent', {
                  price: formatShortPrice(point.minPrice),
                  period: rentPeriod(),
                })
              : t('properties.card.from', { price: formatShortPrice(point.minPrice) })}
          </p>
          <Link
            to={`/propertyDetail/${point.id}`}
            aria-describedby={titleId}
            className="mt-auto self-start text-sm font-semibold text-brand-text underline underline-offset-2 hover:text-brand-stronger"
          >
            {t('properties.card.viewDetail')}
          </Link>
        </div>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={
          listing.data
            ? t('properties.card.closeListing', { title: listingTitle(listing.data, locale) })
            : t('properties.card.close')
        }
        className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-white/90 text-slate-700 hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </article>
  );
}

/** The fetched listing: picture, kind, title, price, rooms, size, place and a way to its page. */
export function ListingSummary({ listing, titleId }: { listing: Property; titleId: string }) {
  const t = propertiesText;
  const title = useListingTitle(listing);
  return (
    <>
      <img
        src={listing.propertyImage}
        alt=""
        width={128}
        height={128}
        decoding="async"
        className="w-28 shrink-0 bg-slate-100 object-cover sm:w-32"
      />
      {/* Room at the top right for the card's corner button: the marker card's Close, a sheet card's heart. */}
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 pr-13">
        <p className="text-xs font-semibold text-brand-text">
          {valueLabel('listedFor', listing.listedFor)} · {valueLabel('category', listing.category)}
        </p>
        <h2 id={titleId} className="line-clamp-2 text-sm leading-snug font-bold text-ink">
          {title}
        </h2>
        <p className="text-sm font-extrabold text-brand-text">
          <span className="sr-only">{t('properties.card.price')}</span>
          {formatListingPrice(listing)}
        </p>
        <PriceReducedBadge property={listing} className="self-start px-2 py-0.5" />
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
          <span className="flex items-center gap-1">
            <BedDouble aria-hidden="true" className="size-3.5 text-slate-500" />
            {t('properties.card.beds', { count: listing.bedRooms })}
          </span>
          <span className="flex items-center gap-1">
            <Bath aria-hidden="true" className="size-3.5 text-slate-500" />
            {t('properties.card.baths', { count: listing.bathRooms })}
          </span>
          <span className="flex items-center gap-1">
            <Ruler aria-hidden="true" className="size-3.5 text-slate-500" />
            {t('properties.card.size', { size: formatNumber(listing.propertySize) })}
          </span>
        </p>
        <p className="flex items-center gap-1 truncate text-xs text-slate-600">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-brand" />
          <span className="sr-only">{t('properties.card.location')}</span>
          {listing.area ? `${localizePlace(listing.area)}, ` : ''}
          {formatShortLocation(listing.propertyLocation)}
        </p>
        <Link
          to={`/propertyDetail/${listing._id}`}
          aria-describedby={titleId}
          className="mt-1 self-start text-sm font-semibold text-brand-text underline underline-offset-2 hover:text-brand-stronger"
        >
          {t('properties.card.viewDetail')}
        </Link>
      </div>
    </>
  );
}
