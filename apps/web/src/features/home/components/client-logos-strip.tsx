import { LOGO_STRIP_SPEED } from '@nestlane/shared';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import MarqueeModule from 'react-fast-marquee';
import { useT } from '../../../i18n';
import { prefersReducedMotion } from '../../../lib/motion';
import { homeMessages } from '../messages';
import { CLIENT_LOGOS } from './client-logos';

// react-fast-marquee is CommonJS only; depending on the bundler's interop the default import is either
// the component or its module object.
const Marquee = (MarqueeModule as unknown as { default?: typeof MarqueeModule }).default ?? MarqueeModule;

/** Home section 5: the scrolling strip of client logos. Own chunk, so the marquee stays off the first load. */
export function ClientLogosStrip() {
  const t = useT(homeMessages);
  const [isPlaying, setIsPlaying] = useState(() => !prefersReducedMotion());
  return (
    <section aria-label={t('home.logos.label')} className="border-y border-slate-100 bg-white py-12">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Marquee
          speed={LOGO_STRIP_SPEED}
          pauseOnHover
          play={isPlaying}
          gradient
          gradientWidth={60}
          className="flex-1"
        >
          {CLIENT_LOGOS.map((logo) => (
            <img
              key={logo.file}
              src={`/images/logos/${logo.file}`}
              alt={logo.name}
              width={240}
              height={80}
              loading="lazy"
              className="mx-6 h-12 w-auto sm:mx-10 sm:h-14 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
            />
          ))}
        </Marquee>
        <button
          type="button"
          className="carousel-button shrink-0"
          aria-label={isPlaying ? t('home.logos.pause') : t('home.logos.play')}
          onClick={() => setIsPlaying((playing) => !playing)}
        >
          {isPlaying ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </section>
  );
}
