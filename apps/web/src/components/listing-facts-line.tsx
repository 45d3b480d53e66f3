import type { Property } from '@nestlane/shared';
import { commonText } from '../lib/common-text';
import { readCardFacts } from '../lib/listing-facts-text';

/** A card's three or four facts for its mode, '5th of 9 · Lift · Gas · Family' (decision 047). */
export function ListingFactsLine({ property }: { property: Property }) {
  const facts = readCardFacts(property);
  if (facts.length === 0) return null;
  return (
    <p className="text-sm font-medium text-slate-700">
      <span className="sr-only">{commonText('common.fact.heading')}: </span>
      {facts.join(' · ')}
    </p>
  );
}
