import type { Property } from '@nestlane/shared';
import Bath from 'lucide-react/icons/bath';
import BedDouble from 'lucide-react/icons/bed-double';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import DoorOpen from 'lucide-react/icons/door-open';
import Hammer from 'lucide-react/icons/hammer';
import Ruler from 'lucide-react/icons/ruler';
import { formatNumber, localizeDigits, useLocale, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format-date-time';
import { propertyDetailMessages } from '../messages';

/** Overview: update date, rooms, bedrooms, bathrooms, size and year built. */
export function PropertyOverview({ property }: { property: Property }) {
  const t = useT(propertyDetailMessages);
  const locale = useLocale();
  const facts = [
    {
      icon: CalendarClock,
      label: t('propertyDetail.overview.updated'),
      value: <time dateTime={property.updatedDate}>{formatDate(property.updatedDate, locale)}</time>,
    },
    { icon: DoorOpen, label: t('propertyDetail.overview.rooms'), value: formatNumber(property.rooms) },
    { icon: BedDouble, label: t('propertyDetail.overview.bedrooms'), value: formatNumber(property.bedRooms) },
    { icon: Bath, label: t('propertyDetail.overview.bathrooms'), value: formatNumber(property.bathRooms) },
    {
      icon: Ruler,
      label: t('propertyDetail.overview.size'),
      value: t('propertyDetail.squareFeet', { size: formatNumber(property.propertySize) }),
    },
    {
      icon: Hammer,
      label: t('propertyDetail.overview.yearBuilt'),
      value: localizeDigits(property.builtYear),
    },
  ];
  return (
    <section aria-labelledby="overview" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="overview" className="mb-5 text-2xl font-bold text-ink">
        {t('propertyDetail.overview.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        {facts.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-text">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex flex-col">
              <span className="text-sm text-slate-600">{label}</span>
              <span className="font-bold text-ink">{value}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
