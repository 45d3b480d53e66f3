import type { Property } from '@nestlane/shared';
import * as Accordion from '@radix-ui/react-accordion';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { lazy, type ReactNode, Suspense } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatAmount, formatListingPrice } from '../../../lib/format-price';

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
  return (
    <div>
      <h4 className="mb-2 font-bold text-ink">{title}</h4>
      {items.length > 0 ? (
        <ul className="space-y-1.5">
          {items.map((item) => (
            <li key={item} className="flex items-center gap-2 text-slate-700">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">None listed</p>
      )}
    </div>
  );
}

/** Address, Detail, Facilities and Maps as collapsible sections (spec §2 property details). */
export function PropertySections({ property }: { property: Property }) {
  return (
    <Accordion.Root type="multiple" defaultValue={['address']} className="space-y-3">
      <Section value="address" title="Address">
        <Facts
          rows={[
            ['Address', property.propertyLocation],
            ['District', property.district],
            ['Division', property.division],
            ['Upozila', property.upozila],
          ]}
        />
      </Section>
      <Section value="detail" title="Detail">
        <Facts
          rows={[
            ['Price', formatListingPrice(property)],
            ['HOA fee (monthly)', formatAmount(property.associationFee)],
            ['Yearly tax', formatAmount(property.yearlyTax)],
            ['Estimated taxes', formatAmount(property.estimatedTaxes)],
            ['Property size', `${property.propertySize} sq ft`],
            ['Rooms', property.rooms],
            ['Bedrooms', property.bedRooms],
            ['Bathrooms', property.bathRooms],
            ['Year built', property.builtYear],
            ['Category', property.category],
            ['Listed for', property.listedFor],
          ]}
        />
      </Section>
      <Section value="facilities" title="Facilities">
        <div className="grid gap-6 sm:grid-cols-3">
          <FacilityList title="Interior" items={property.interiorFacilities} />
          <FacilityList title="Outdoor" items={property.outdoorFacilities} />
          <FacilityList title="Other" items={property.otherFacilities} />
        </div>
      </Section>
      <Section value="maps" title="Maps">
        <Suspense fallback={<LoadingSpinner label="Loading map" className="h-80" />}>
          <PropertyMap
            latitude={property.latitude}
            longitude={property.longitude}
            title={property.propertyTitle}
          />
        </Suspense>
      </Section>
    </Accordion.Root>
  );
}
