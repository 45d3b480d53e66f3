import { type Property, pictureSrcSet } from '@nestlane/shared';
import { type ReactNode, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { formatNumber, valueLabel } from '../i18n';
import { commonText } from '../lib/common-text';
import { formatListingAge } from '../lib/format-listing-age';
import { formatShortLocation } from '../lib/format-location';
import { formatListingPrice } from '../lib/format-price';
import { useListingTitle } from '../lib/listing-text';
import { CARD_IMAGE_SIZES } from '../lib/picture-sizes';
import { CompareToggle } from './compare-toggle';
import { SpriteIcon } from './icon-sprite';
import { ListingFactsLine } from './listing-facts-line';
import { MarketStateBadge } from './market-state-badge';
import { PriceReducedBadge } from './price-reduced-badge';
import { VerifiedStatus } from './verified-status';

const CARD_IMAGE_WIDTH = 298;

const CARD_IMAGE_HEIGHT = 176;

type PropertyCardProps = {
  property: Property;
  /** Keeps the page's heading outline in order (h2 under an h1, h3 under a section's h2). */
  headingLevel?: 2 | 3;
  /** Cards in the first screenful load their image at once: a lazy image there delays the largest paint. */
  isAboveFold?: boolean;
  now?: Date;
  /** Extra buttons under the card (an agent's own listings: update, delete). */
  actions?: ReactNode;
  /** A small button beside View Detail, after it in the Tab order (the search results' heart). */
  saveButton?: ReactNode;
};

/** One listing in a grid: the same card on home, search and agent profile pages. */
export function PropertyCard(props: PropertyCardProps) {
  const card = <PropertyCardArticle {...props} />;
  // Below the fold, a card can wait: a Suspense boundary of its own, which React hydrates after the page
  // (selective hydration), sooner if it is clicked.
  return props.isAboveFold ? card : <Suspense>{card}</Suspense>;
}

function PropertyCardArticle({
  property,
  headingLevel = 3,
  isAboveFold = false,
  now,
  actions,
  saveButton,
}: PropertyCardProps) {
  const titleId = useId();
  const title = useListingTitle(property);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative overflow-hidden">
        <img
          src={property.propertyImage}
          srcSet={pictureSrcSet(property.propertyImage)}
          sizes={CARD_IMAGE_SIZES}
          alt={title}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={isAboveFold ? 'eager' : 'lazy'}
          fetchPriority={isAboveFold ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[298/176] w-full bg-slate-100 object-cover transition duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-white">
          {valueLabel('listedFor', property.listedFor)}
        </span>
        {property.marketState === 'available' ? (
          <PriceReducedBadge property={property} className="absolute top-3 right-3" />
        ) : (
          <MarketStateBadge marketState={property.marketState} className="absolute top-3 right-3" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <SpriteIcon name="map-pin" className="size-4 shrink-0 text-brand" />
          <span className="sr-only">{commonText('common.listing.location')}</span>
          {formatShortLocation(property.propertyLocation)}
        </p>
        <Heading id={titleId} className="line-clamp-2 text-lg leading-snug font-bold text-ink">
          {title}
        </Heading>
        <p className="text-lg font-extrabold text-brand-text">
          <span className="sr-only">{commonText('common.listing.price')}</span>
          {formatListingPrice(property)}
        </p>
        <ListingFactsLine property={property} />
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-slate-700">
          <div className="col-span-2">
            <dt className="sr-only">{commonText('common.card.category')}</dt>
            <dd className="inline-block rounded-md bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-text">
              {valueLabel('category', property.category)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{commonText('common.card.bedrooms')}</dt>
            <dd className="flex items-center gap-1.5">
              <SpriteIcon name="bed-double" className="size-4 text-slate-500" />
              {commonText('common.card.beds', { count: property.bedRooms })}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{commonText('common.card.bathrooms')}</dt>
            <dd className="flex items-center gap-1.5">
              <SpriteIcon name="bath" className="size-4 text-slate-500" />
              {commonText('common.card.baths', { count: property.bathRooms })}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{commonText('common.card.size')}</dt>
            <dd className="flex items-center gap-1.5">
              <SpriteIcon name="ruler" className="size-4 text-slate-500" />
              {commonText('common.card.squareFeet', { size: formatNumber(property.propertySize) })}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{commonText('common.card.status')}</dt>
            <dd>
              <VerifiedStatus status={property.propertyVerificationStatus} />
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-col gap-4 border-t border-slate-100 pt-4">
          <div className="flex min-w-0 items-center gap-2.5">
            <Link
              to={`/agentProfile/${encodeURIComponent(property.agentEmail)}`}
              aria-label={commonText('common.card.agentProfile', { name: property.agentName })}
              className="shrink-0 rounded-full"
            >
              <img
                src={property.agentImage}
                alt=""
                width={36}
                height={36}
                loading="lazy"
                className="size-9 rounded-full bg-slate-100 object-cover ring-2 ring-white"
              />
            </Link>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink">{property.agentName}</p>
              <p className="flex items-center gap-1 text-xs text-slate-600">
                <SpriteIcon name="clock" className="size-3 shrink-0" />
                {/* Its age may move on between the server's render and the hydration: React keeps the server's
                    words then, and the next render says the current age. */}
                <time dateTime={property.addedDate} suppressHydrationWarning>
                  {formatListingAge(property.addedDate, now)}
                </time>
              </p>
            </div>
          </div>
          {/* Only a verified listing has a public page; an agent's pending or rejected one does not. */}
          {property.propertyVerificationStatus === 'verified' && (
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/propertyDetail/${property._id}`}
                className="btn-primary flex-1 py-2.5 text-sm"
                aria-describedby={titleId}
              >
                {commonText('common.card.viewDetail')}
              </Link>
              {saveButton}
              <CompareToggle
                property={property}
                className="inline-flex min-h-9 basis-full items-center gap-2 self-start rounded-md text-sm font-semibold text-slate-700 hover:text-brand-text"
              />
            </div>
          )}
          {actions}
        </div>
      </div>
    </article>
  );
}
