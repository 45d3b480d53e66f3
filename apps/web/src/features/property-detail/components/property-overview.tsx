import type { Property } from '@nestlane/shared';
import Bath from 'lucide-react/icons/bath';
import BedDouble from 'lucide-react/icons/bed-double';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import DoorOpen from 'lucide-react/icons/door-open';
import Hammer from 'lucide-react/icons/hammer';
import Ruler from 'lucide-react/icons/ruler';

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

/** Overview: update date, rooms, bedrooms, bathrooms, size and year built. */
export function PropertyOverview({ property }: { property: Property }) {
  const facts = [
    {
      icon: CalendarClock,
      label: 'Updated',
      value: <time dateTime={property.updatedDate}>{dateFormat.format(new Date(property.updatedDate))}</time>,
    },
    { icon: DoorOpen, label: 'Rooms', value: property.rooms },
    { icon: BedDouble, label: 'Bedrooms', value: property.bedRooms },
    { icon: Bath, label: 'Bathrooms', value: property.bathRooms },
    { icon: Ruler, label: 'Size', value: `${property.propertySize} sq ft` },
    { icon: Hammer, label: 'Year built', value: property.builtYear },
  ];
  return (
    <section aria-labelledby="overview" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="overview" className="mb-5 text-2xl font-bold text-ink">
        Overview
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
