import { formatTaka, type Property } from '@nestlane/shared';
import { useLocale } from '../../../i18n';
import { commonText } from '../../../lib/common-text';
import { readFactRows } from '../lib/read-fact-rows';

/**
 * The facts a Bangladeshi asks first (decision 047), each the listing says, labelled; nothing when it
 * says none (a listing from before the facts).
 */
export function PropertyFacts({ property }: { property: Property }) {
  const locale = useLocale();
  const rows = readFactRows(property, (amount) => formatTaka(amount, locale, 'full'));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="key-facts" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="key-facts" className="mb-5 text-2xl font-bold text-ink">
        {commonText('common.fact.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-5 gap-y-4 sm:grid-cols-3">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex flex-col">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
