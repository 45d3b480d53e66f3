import { listAreas, listLocalities } from '@nestlane/shared/geo/places';
import type { ComponentPropsWithRef } from 'react';
import { localizePlace, useT } from '../../../i18n';
import { listingsMessages } from '../messages';
import { SelectField } from './field-controls';

type LocalitySelectProps = ComponentPropsWithRef<'select'> & {
  division: string | undefined;
  district: string | undefined;
  area: string | undefined;
  error?: string;
};

/** The chosen city area's localities (decision 049): Mirpur 10, Uttara Sector 7; none when it has none. */
export function findAreaLocalities(division = '', district = '', area = '') {
  const areaId = listAreas(division, district).find((candidate) => candidate.name === area)?.id;
  return areaId ? listLocalities(areaId) : [];
}

/** The optional locality of a listing, within its city area (decision 049). */
export function LocalitySelect({ division, district, area, ...selectProps }: LocalitySelectProps) {
  const t = useT(listingsMessages);
  return (
    <SelectField
      label={t('listings.field.locality')}
      options={[
        { value: '', label: t('listings.place.noLocality') },
        ...findAreaLocalities(division, district, area).map(({ name }) => ({
          value: name,
          label: localizePlace(name),
        })),
      ]}
      {...selectProps}
    />
  );
}
