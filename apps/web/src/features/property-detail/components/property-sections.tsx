import { INTERIOR_FACILITIES, OTHER_FACILITIES, OUTDOOR_FACILITIES, type Property } from '@nestlane/shared';
import * as Accordion from '@radix-ui/react-accordion';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { lazy, type ReactNode, Suspense } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { type Facility, formatNumber, localizeDigits, localizePlace, useT, valueLabel } from '../../../i18n';
import { formatAmount, formatListingPrice } from '../../../lib/format-price';
import { useListingTitle } from '../../../lib/listing-text';
import { propertyDetailMessages } from '../messages';

const FACILITIES: ReadonlySet<string> = new Set([
  ...INTERIOR_FACILITIES,
  ...OUTDOOR_FACILITIES,
  ...OTHER_FACILITIES,
]);

/** A facility in the language being read; one the lists do not know stays as it was written. */
function facilityLabel(item: string): string {
  return FACILITIES.has(item) ? valueLabel('facility', item as Facility) : item;
}

const PropertyMap = lazy(() => import('./property-map'));

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Accordion.Header asChild>
        <h3>
          <Accordion.Trigger className="group flex w-full items-center justify-between px-5 py-4 text-left text-lg font-bold text-ink hover:bg-slate-50">
            {title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 transition-transform group-data-[state=open]:rotate-180"
            />
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content className="border-t border-slate-100 px-5 py-5">{children}</Accordion.Content>
    </Accordion.Item>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-slate-100 pb-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FacilityList({ title, items }: { title: string; items: string[] }) {
  const t = useT(propertyDetailMessages);
  return (
    <div>
      <h4 className="mb-2 font-bold text-ink">{title}</h4>
      {items.length > 0 ? (
        <ul className="space-y-1.5">
          {items.map((item) => (
            <li key={item} className="flex items-center gap-2 text-slate-700">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
              {facilityLabel(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t('propertyDetail.sections.noneListed')}</p>
      )}
    </div>
  );
}

/** Address, Detail, Facilities and Maps as collapsible sections (spec §2 property details). */
export function PropertySections({ property }: { property: Property }) {
  const t = useT(propertyDetailMessages);
  const title = useListingTitle(property);
  return (
    <Accordion.Root type="multiple" defaultValue={['address']} className="space-y-3">
      <Section value="address" title={t('propertyDetail.sections.address')}>
        <Facts
          rows={[
            [t('propertyDetail.sections.address'), property.propertyLocation],
            [t('propertyDetail.sections.district'), localizePlace(property.district)],
            [t('propertyDetail.sections.division'), localizePlace(property.division)],
            [t('propertyDetail.sections.upozila'), localizePlace(property.upozila)],
          ]}
        />
      </Section>
      <Section value="detail" title={t('propertyDetail.sections.detail')}>
        <Facts
          rows={[
            [t('propertyDetail.sections.price'), formatListingPrice(property)],
            [t('propertyDetail.sections.hoaFee'), formatAmount(property.associationFee)],
            [t('propertyDetail.sections.yearlyTax'), formatAmount(property.yearlyTax)],
            [t('propertyDetail.sections.estimatedTaxes'), formatAmount(property.estimatedTaxes)],
            [
              t('propertyDetail.sections.propertySize'),
              t('propertyDetail.squareFeet', { size: formatNumber(property.propertySize) }),
            ],
            [t('propertyDetail.sections.rooms'), formatNumber(property.rooms)],
            [t('propertyDetail.sections.bedrooms'), formatNumber(property.bedRooms)],
            [t('propertyDetail.sections.bathrooms'), formatNumber(property.bathRooms)],
            [t('propertyDetail.sections.yearBuilt'), localizeDigits(property.builtYear)],
            [t('propertyDetail.sections.category'), valueLabel('category', property.category)],
            [t('propertyDetail.sections.listedFor'), valueLabel('listedFor', property.listedFor)],
          ]}
        />
      </Section>
      <Section value="facilities" title={t('propertyDetail.sections.facilities')}>
        <div className="grid gap-6 sm:grid-cols-3">
          <FacilityList title={t('propertyDetail.sections.interior')} items={property.interiorFacilities} />
          <FacilityList title={t('propertyDetail.sections.outdoor')} items={property.outdoorFacilities} />
          <FacilityList title={t('propertyDetail.sections.other')} items={property.otherFacilities} />
        </div>
      </Section>
      <Section value="maps" title={t('propertyDetail.sections.maps')}>
        <Suspense fallback={<LoadingSpinner label={t('propertyDetail.map.loading')} className="h-80" />}>
          <PropertyMap latitude={property.latitude} longitude={property.longitude} title={title} />
        </Suspense>
      </Section>
    </Accordion.Root>
  );
}
