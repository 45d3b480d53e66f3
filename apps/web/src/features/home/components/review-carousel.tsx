import type { Review } from '@nestlane/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Quote from 'lucide-react/icons/quote';
import { useCallback, useEffect, useState } from 'react';
import { ReviewerByline } from '../../../components/reviewer-byline';
import { localizeDigits, useT } from '../../../i18n';
import { prefersReducedMotion } from '../../../lib/motion';
import { homeMessages } from '../messages';
import { bulletScale, VISIBLE_BULLET_DISTANCE } from './bullet-scale';

const AUTOPLAY_DELAY_MS = 5000;

export function ReviewCarousel({ reviews }: { reviews: Review[] }) {
  const t = useT(homeMessages);
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: !prefersReducedMotion(),
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  );
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setSnapCount(emblaApi.scrollSnapList().length);
      setIsPlaying(autoplay.isPlaying());
    };
    sync();
    emblaApi.on('select', sync).on('reInit', sync).on('autoplay:play', sync).on('autoplay:stop', sync);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync).off('autoplay:play', sync).off('autoplay:stop', sync);
    };
  }, [emblaApi, autoplay]);

  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);
  const toggleAutoplay = () => (autoplay.isPlaying() ? autoplay.stop() : autoplay.play());

  return (
    <section
      aria-roledescription={t('home.reviews.carouselRole')}
      aria-label={t('home.reviews.carousel')}
      className="relative"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y">
          {reviews.map((review, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group, not a fieldset
            <div
              key={review._id}
              role="group"
              aria-roledescription={t('home.reviews.slideRole')}
              aria-label={t('home.reviews.slide', {
                index: localizeDigits(index + 1),
                total: localizeDigits(reviews.length),
              })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
            >
              <figure className="flex h-full flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-brand" />
                <blockquote className="flex-1 leading-relaxed text-slate-700">{review.review}</blockquote>
                <figcaption className="border-t border-slate-100 pt-5">
                  <ReviewerByline review={review} avatarSize={48} propertyTitle={review.propertyTitle} />
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex items-center justify-center gap-4">
        <button
          type="button"
          className="carousel-button"
          aria-label={t('home.reviews.previous')}
          onClick={() => emblaApi?.scrollPrev()}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex h-6 items-center gap-2">
          {Array.from({ length: snapCount }, (_, index) => {
            const distance = Math.abs(index - selected);
            if (distance > VISIBLE_BULLET_DISTANCE) return null;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a bullet stands for a scroll position, its index is its identity
                key={index}
                type="button"
                aria-label={t('home.reviews.goTo', { index: localizeDigits(index + 1) })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
                style={{ transform: `scale(${bulletScale(distance)})` }}
                className={`size-3 rounded-full transition-all duration-300 ${
                  index === selected ? 'bg-brand-strong' : 'bg-slate-400 hover:bg-slate-500'
                }`}
              />
            );
          })}
        </div>
        <button
          type="button"
          className="carousel-button"
          aria-label={t('home.reviews.next')}
          onClick={() => emblaApi?.scrollNext()}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className="carousel-button"
          aria-label={isPlaying ? t('home.reviews.pause') : t('home.reviews.play')}
          onClick={toggleAutoplay}
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
