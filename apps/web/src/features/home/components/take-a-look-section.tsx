import { SectionHeading } from '../../../components/section-heading';
import { useT } from '../../../i18n';
import { homeMessages } from '../messages';

const ROOMS = [
  { file: 'living-room', label: 'home.takeALook.livingRoom' },
  { file: 'kitchen', label: 'home.takeALook.kitchen' },
  { file: 'bedroom', label: 'home.takeALook.bedroom' },
  { file: 'bathroom', label: 'home.takeALook.bathroom' },
  { file: 'dining', label: 'home.takeALook.dining' },
  { file: 'home-office', label: 'home.takeALook.homeOffice' },
] as const;

/** 'Take A Look' (home section 4): six static interior images. */
export function TakeALookSection() {
  const t = useT(homeMessages);
  return (
    <section aria-labelledby="take-a-look" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="take-a-look"
        title={t('home.takeALook.title')}
        subtitle={t('home.takeALook.subtitle')}
      />
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
        {ROOMS.map((room) => (
          <li key={room.file} className="group relative overflow-hidden rounded-2xl bg-slate-100">
            <img
              src={`/images/take-a-look/${room.file}.webp`}
              alt={t('home.takeALook.alt', { room: t(room.label) })}
              width={600}
              height={400}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] w-full object-cover transition duration-500 group-hover:scale-105"
            />
            <span className="absolute bottom-2 left-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-ink sm:bottom-3 sm:left-3 sm:px-3 sm:py-1 sm:text-sm">
              {t(room.label)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
