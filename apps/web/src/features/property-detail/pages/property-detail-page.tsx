import MapPin from 'lucide-react/icons/map-pin';
import { Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { CompareToggle } from '../../../components/compare-toggle';
import { MarketStateBadge } from '../../../components/market-state-badge';
import { PriceReducedBadge } from '../../../components/price-reduced-badge';
import { VerifiedStatus } from '../../../components/verified-status';
import { useLocale, useT, valueLabel } from '../../../i18n';
import { formatListingPrice } from '../../../lib/format-price';
import { keepListingForOffline } from '../../../lib/keep-listing-offline';
import { listingDescription, listingTitle } from '../../../lib/listing-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePropertyDetail } from '../api/get-property-detail';
import { AgentContact } from '../components/agent-contact';
import { ContactBar } from '../components/contact-bar';
import { PriceHistory } from '../components/price-history';
import { PropertyFacts } from '../components/property-facts';
import { PropertyGallery } from '../components/property-gallery';
import { PropertyOverview } from '../components/property-overview';
import { PropertyReviews } from '../components/property-reviews';
import { PropertySections } from '../components/property-sections';
import { RecordView } from '../components/record-view';
import { ShareListing } from '../components/share-listing';
import { SimilarListings } from '../components/similar-listings';
import { WishlistButton } from '../components/wishlist-button';
import { useCountView } from '../lib/use-count-view';
import { propertyDetailMessages } from '../messages';

const badgeClass = 'rounded-full px-3 py-1 text-sm font-semibold';

export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { data: property } = usePropertyDetail(id);
  const t = useT(propertyDetailMessages);
  const locale = useLocale();
  const title = listingTitle(property, locale);
  usePageTitle(title);
  useCountView(property._id);
  // Opened, so kept to be read again offline (decision 056).
  useEffect(() => void keepListingForOffline(id), [id]);

  return (
    <>
      <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <RecordView propertyId={property._id} />
        <header className="mb-8">
          <div className="mb-4 flex flex-wrap gap-2">
            <span className={`${badgeClass} bg-ink text-white`}>
              {valueLabel('listedFor', property.listedFor)}
            </span>
            <span className={`${badgeClass} bg-brand-soft text-brand-text`}>
              {valueLabel('category', property.category)}
            </span>
            <PriceReducedBadge property={property} />
            <MarketStateBadge marketState={property.marketState} className="text-sm" />
          </div>
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 flex items-center gap-2 text-slate-600">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand" />
            {property.propertyLocation}
          </p>
        </header>

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="space-y-8">
            <PropertyGallery property={property} />
            <PropertyFacts property={property} />
            <PropertyOverview property={property} />
            <section
              aria-labelledby="description"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="description" className="mb-4 text-2xl font-bold text-ink">
                {t('propertyDetail.page.description')}
              </h2>
              <p className="leading-relaxed whitespace-pre-line text-slate-700">
                {listingDescription(property, locale)}
              </p>
            </section>
            {/* Below the fold: Suspense boundaries, which React hydrates after the rest of the page. */}
            <Suspense>
              <section aria-labelledby="more-information" className="space-y-4">
                <h2 id="more-information" className="text-2xl font-bold text-ink">
                  {t('propertyDetail.page.moreInformation')}
                </h2>
                <PropertySections property={property} />
              </section>
            </Suspense>
            {property.priceHistory && property.priceHistory.length > 0 && (
              <Suspense>
                <PriceHistory property={property} />
              </Suspense>
            )}
            <Suspense>
              <PropertyReviews propertyId={property._id} />
            </Suspense>
          </div>

          <aside aria-label={t('propertyDetail.page.aside')} className="lg:sticky lg:top-24 lg:self-start">
            <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div>
                <p className="text-sm text-slate-600">{t('propertyDetail.page.priceRange')}</p>
                <p className="text-3xl font-extrabold text-brand-text">{formatListingPrice(property)}</p>
              </div>
              <VerifiedStatus status={property.propertyVerificationStatus} />
              <WishlistButton property={property} />
              <CompareToggle property={property} className="btn-outline w-full py-2.5" />
              <ShareListing property={property} />
              <div className="flex items-center gap-3 border-t border-slate-100 pt-5">
                <img
                  src={property.agentImage}
                  alt=""
                  width={52}
                  height={52}
                  className="size-13 rounded-full bg-slate-100 object-cover"
                />
                <div className="min-w-0">
                  <p className="text-sm text-slate-600">{t('propertyDetail.page.listedBy')}</p>
                  <Link
                    to={`/agentProfile/${encodeURIComponent(property.agentEmail)}`}
                    className="font-bold text-ink hover:text-brand-text hover:underline"
                  >
                    {property.agentName}
                  </Link>
                </div>
              </div>
              <AgentContact property={property} />
            </div>
          </aside>
        </div>
        <ContactBar property={property} />
      </article>
      {/* Not part of the listing: beside its article, under it. */}
      <Suspense>
        <SimilarListings propertyId={property._id} />
      </Suspense>
    </>
  );
}
