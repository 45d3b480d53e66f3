import type { ListedFor } from '@nestlane/shared';
import { commonText } from '../lib/common-text';
import { ChoiceRadios } from './choice-radios';

function listChoices(): { value: ListedFor | ''; label: string }[] {
  return [
    { value: '', label: commonText('common.listedFor.any') },
    { value: 'For Rent', label: commonText('common.listedFor.rent') },
    { value: 'For Sale', label: commonText('common.listedFor.buy') },
  ];
}

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
      legend={commonText('common.listedFor.legend')}
      isLegendHidden
      look="segmented"
      choices={listChoices()}
      value={value}
      onChange={onChange}
    />
  );
}
