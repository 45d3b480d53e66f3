import type { MapPoint } from '@nestlane/shared';
import Bath from 'lucide-react/icons/bath';
import BedDouble from 'lucide-react/icons/bed-double';
import MapPin from 'lucide-react/icons/map-pin';
import Ruler from 'lucide-react/icons/ruler';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-count';
import { formatShortLocation } from '../../../lib/format-location';
import { formatListingPrice } from '../../../lib/format-price';

type MapPointCardProps = { point: MapPoint; onClose: () => void; ref?: Ref<HTMLElement> };

/**
 * The chosen marker's listing, over the bottom of the map: its picture, title, price, rooms and size, and a
 * way to its page. It takes focus when it opens (screen readers read it, Tab goes on inside it); Escape or
 * Close shuts it.
 */
export function MapPointCard({ point, onClose, ref }: MapPointCardProps) {
  const titleId = useId();
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
      className="absolute inset-x-2 bottom-2 z-[1000] flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:right-auto sm:w-96"
    >
      <img
        src={point.image}
        alt=""
        width={128}
        height={128}
        decoding="async"
        className="w-28 shrink-0 bg-slate-100 object-cover sm:w-32"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 pr-10">
        <p className="text-xs font-semibold text-brand-text">
          {point.listedFor} · {point.category}
        </p>
        <h2 id={titleId} className="line-clamp-2 text-sm leading-snug font-bold text-ink">
          {point.title}
        </h2>
        <p className="text-sm font-extrabold text-brand-text">
          <span className="sr-only">Price: </span>
          {formatListingPrice(point)}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
          <span className="flex items-center gap-1">
            <BedDouble aria-hidden="true" className="size-3.5 text-slate-500" />
            {formatCount(point.bedRooms, 'Bed')}
          </span>
          <span className="flex items-center gap-1">
            <Bath aria-hidden="true" className="size-3.5 text-slate-500" />
            {formatCount(point.bathRooms, 'Bath')}
          </span>
          <span className="flex items-center gap-1">
            <Ruler aria-hidden="true" className="size-3.5 text-slate-500" />
            {point.propertySize} sq ft
          </span>
        </p>
        <p className="flex items-center gap-1 truncate text-xs text-slate-600">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-brand" />
          <span className="sr-only">Location: </span>
          {point.area ? `${point.area}, ` : ''}
          {formatShortLocation(point.location)}
        </p>
        <Link
          to={`/propertyDetail/${point.id}`}
          aria-describedby={titleId}
          className="mt-1 self-start text-sm font-semibold text-brand-text underline underline-offset-2 hover:text-brand-stronger"
        >
          View Detail
        </Link>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={`Close ${point.title}`}
        className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-white/90 text-slate-700 hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </article>
  );
}
