import { listAreas } from '@nestlane/shared/geo/places';
import type { ComponentPropsWithRef } from 'react';
import { SelectField } from './field-controls';

type AreaSelectProps = ComponentPropsWithRef<'select'> & {
  division: string | undefined;
  district: string | undefined;
  error?: string;
};

/** "No city area" is a choice of its own: most listings are outside Dhaka's and Chattogram's thanas. */
export const NO_AREA_LABEL = 'No city area';

/** The optional city area of a listing (decision 024): the chosen district's thanas. */
export function AreaSelect({ division, district, ...selectProps }: AreaSelectProps) {
  const areas = listAreas(division ?? '', district ?? '');
  return (
    <SelectField
      label="Area"
      options={[
        { value: '', label: NO_AREA_LABEL },
        ...areas.map(({ name }) => ({ value: name, label: name })),
      ]}
      {...selectProps}
    />
  );
}
