import { INTERIOR_FACILITIES, OTHER_FACILITIES, OUTDOOR_FACILITIES } from '@nestlane/shared';
import { useFormContext } from 'react-hook-form';
import type { AddPropertyFormInput } from '../lib/add-property-form';
import { FacilityCheckboxes } from './facility-checkboxes';
import { FormSection } from './form-section';

export function AmenitiesSection() {
  const { register } = useFormContext<AddPropertyFormInput>();
  return (
    <FormSection title="Amenities">
      <FacilityCheckboxes
        legend="Interior"
        options={INTERIOR_FACILITIES}
        registration={register('interiorFacilities')}
      />
      <FacilityCheckboxes
        legend="Outdoor"
        options={OUTDOOR_FACILITIES}
        registration={register('outdoorFacilities')}
      />
      <FacilityCheckboxes
        legend="Other"
        options={OTHER_FACILITIES}
        registration={register('otherFacilities')}
      />
    </FormSection>
  );
}
