import { useMatches } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

type ComingSoonHandle = { title: string; feature: string };

/** The route component: reads which page this is from the matched route's handle. */
export function ComingSoonRoute() {
  const handle = useMatches().at(-1)?.handle as ComingSoonHandle | undefined;
  return (
    <ComingSoonPage title={handle?.title ?? 'Coming Soon'} feature={handle?.feature ?? 'a later release'} />
  );
}

/** An honest stand-in for a dashboard page that a later release builds. */
export function ComingSoonPage({ title, feature }: { title: string; feature: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="mb-3 text-3xl font-extrabold text-ink">{title}</h1>
      <p className="text-slate-600">This page arrives with {feature}.</p>
    </section>
  );
}
