import { listAreas } from '@nestlane/shared/geo/places';
import type { ComponentPropsWithRef } from 'react';
import { localizePlace, useT } from '../../../i18n';
import { listingsMessages } from '../messages';
import { SelectField } from './field-controls';

type AreaSelectProps = ComponentPropsWithRef<'select'> & {
  division: string | undefined;
  district: string | undefined;
  error?: string;
};

/** The optional city area of a listing (decision 024): the chosen district's thanas. */
export function AreaSelect({ division, district, ...selectProps }: AreaSelectProps) {
  const areas = listAreas(division ?? '', district ?? '');
  const t = useT(listingsMessages);
  return (
    <SelectField
      label={t('listings.field.area')}
      options={[
        // "No city area" is a choice of its own: most listings are outside Dhaka's and Chattogram's thanas.
        { value: '', label: t('listings.place.noArea') },
        // The value stays the area's English name (the body's); the reader sees it in their language.
        ...areas.map(({ name }) => ({ value: name, label: localizePlace(name) })),
      ]}
      {...selectProps}
    />
  );
}
