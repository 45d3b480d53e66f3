import { usePageTitle } from '../../../lib/use-page-title';

/** Placeholder: the issue-6 helper building this page replaces it. */
export function RequestedOffersPage() {
  usePageTitle('Requested Properties');
  return <h1 className="text-3xl font-extrabold text-ink">Requested Properties</h1>;
}
