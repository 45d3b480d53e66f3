import { lazy, Suspense } from 'react';
import { DeferredSection } from '../../../components/deferred-section';
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { BestForYouSection } from '../components/best-for-you-section';
import { HeroSection } from '../components/hero-section';
import { RecentlyViewedSlot } from '../components/recently-viewed-slot';
import { TakeALookSection } from '../components/take-a-look-section';
import { homeMessages } from '../messages';

// Below the fold and heavy (carousel, marquee): separate chunks, fetched as the reader nears them.
const ClientReviewSection = lazy(() =>
  import('../components/client-review-section').then((module) => ({ default: module.ClientReviewSection })),
);
const ClientLogosStrip = lazy(() =>
  import('../components/client-logos-strip').then((module) => ({ default: module.ClientLogosStrip })),
);

export function HomePage() {
  const t = useT(homeMessages);
  usePageTitle(t('home.pageTitle'));
  return (
    <>
      <HeroSection />
      <BestForYouSection />
      <RecentlyViewedSlot />
      <DeferredSection minHeight={560}>
        <ClientReviewSection />
      </DeferredSection>
      <Suspense>
        <TakeALookSection />
      </Suspense>
      <DeferredSection minHeight={160}>
        <ClientLogosStrip />
      </DeferredSection>
    </>
  );
}
