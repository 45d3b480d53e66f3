import { useT } from '../../../i18n';
import { homeMessages } from '../messages';
import { HeroSearch } from './hero-search';

/** 700px hero; its background image is the page's largest paint, preloaded from index.html. */
export function HeroSection() {
  const t = useT(homeMessages);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex h-[700px] items-center overflow-hidden"
    >
      <img
        src="/images/hero.webp"
        srcSet="/images/hero-mobile.webp 800w, /images/hero.webp 1600w"
        sizes="100vw"
        alt=""
        width={1600}
        height={700}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full bg-slate-800 object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/70 via-slate-950/45 to-slate-950/70"
      />
      <div className="mx-auto w-full max-w-5xl px-4 pt-16 text-center sm:px-6">
        <p className="mb-4 text-sm font-bold tracking-[0.25em] text-orange-200 uppercase">
          {t('home.hero.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="text-4xl leading-tight font-extrabold text-white sm:text-5xl lg:text-6xl"
        >
          {t('home.hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-slate-100 sm:text-lg">{t('home.hero.lead')}</p>
        <div className="mx-auto mt-10 max-w-4xl">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}
