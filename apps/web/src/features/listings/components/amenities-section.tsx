import { INTERIOR_FACILITIES, OTHER_FACILITIES, OUTDOOR_FACILITIES } from '@nestlane/shared';
import { useFormContext } from 'react-hook-form';
import { useT } from '../../../i18n';
import type { AddPropertyFormInput } from '../lib/add-property-form';
import { listingsMessages } from '../messages';
import { FacilityCheckboxes } from './facility-checkboxes';
import { FormSection } from './form-section';

export function AmenitiesSection() {
  const { register } = useFormContext<AddPropertyFormInput>();
  const t = useT(listingsMessages);
  return (
    <FormSection title={t('listings.section.amenities')}>
      <FacilityCheckboxes
        legend={t('listings.amenities.interior')}
        options={INTERIOR_FACILITIES}
        registration={register('interiorFacilities')}
      />
      <FacilityCheckboxes
        legend={t('listings.amenities.outdoor')}
        options={OUTDOOR_FACILITIES}
        registration={register('outdoorFacilities')}
      />
      <FacilityCheckboxes
        legend={t('listings.amenities.other')}
        options={OTHER_FACILITIES}
        registration={register('otherFacilities')}
      />
    </FormSection>
  );
}
