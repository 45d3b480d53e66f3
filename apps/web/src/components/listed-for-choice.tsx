import type { ListedFor } from '@nestlane/shared';
import { ChoiceRadios } from './choice-radios';

const CHOICES: { value: ListedFor | ''; label: string }[] = [
  { value: '', label: 'Any' },
  { value: 'For Rent', label: 'Rent' },
  { value: 'For Sale', label: 'Buy' },
];

/** Rent, Buy or Any: the first thing people choose (issue 11), on the home search and the search page. */
export function ListedForChoice({
  value,
  onChange,
}: {
  value: ListedFor | '';
  onChange: (value: ListedFor | '') => void;
}) {
  return (
    <ChoiceRadios
      legend="Rent or buy"
      isLegendHidden
      look="segmented"
      choices={CHOICES}
      value={value}
      onChange={onChange}
    />
  );
}
