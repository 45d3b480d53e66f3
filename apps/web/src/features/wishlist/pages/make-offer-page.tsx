import { usePageTitle } from '../../../lib/use-page-title';

/** Placeholder: the issue-6 helper building this page replaces it. */
export function MakeOfferPage() {
  usePageTitle('Make An Offer');
  return <h1 className="text-3xl font-extrabold text-ink">Make An Offer</h1>;
}
