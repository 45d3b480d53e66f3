import { CATEGORIES, LISTED_FOR } from '@nestlane/shared';
import { useFormContext } from 'react-hook-form';
import { FormField, TextAreaField } from '../../../components/form-field';
import type { AddPropertyFormInput } from '../lib/add-property-form';
import { toWholeNumber, WHOLE_NUMBER_INPUT } from '../lib/to-whole-number';
import { SelectField, toOptions } from './field-controls';
import { FormSection } from './form-section';

type NumberName =
  | 'minPrice'
  | 'maxPrice'
  | 'associationFee'
  | 'yearlyTax'
  | 'propertySize'
  | 'rooms'
  | 'bedRooms'
  | 'bathRooms'
  | 'builtYear'
  | 'estimatedTaxes';

/** A whole-number field of the add form: sent as a number, checked by the shared schema. */
function NumberField({ name, label }: { name: NumberName; label: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddPropertyFormInput>();
  return (
    <FormField
      label={label}
      {...WHOLE_NUMBER_INPUT}
      error={errors[name]?.message}
      {...register(name, { setValueAs: toWholeNumber })}
    />
  );
}

export function DescriptionSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddPropertyFormInput>();
  return (
    <FormSection title="Property Description">
      <div className="sm:col-span-2">
        <FormField
          label="Property Title"
          error={errors.propertyTitle?.message}
          {...register('propertyTitle')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Description" error={errors.description?.message} {...register('description')} />
      </div>
    </FormSection>
  );
}

export function PricesSection() {
  return (
    <FormSection title="Prices">
      <NumberField name="minPrice" label="Min Price" />
      <NumberField name="maxPrice" label="Max Price" />
      <NumberField name="associationFee" label="Monthly Homeowners Association Fee" />
      <NumberField name="yearlyTax" label="Yearly Tax" />
    </FormSection>
  );
}

export function CategoriesSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddPropertyFormInput>();
  return (
    <FormSection title="Categories">
      <SelectField
        label="Category"
        options={toOptions(CATEGORIES)}
        error={errors.category?.message}
        {...register('category')}
      />
      <SelectField
        label="Listed On"
        options={toOptions(LISTED_FOR)}
        error={errors.listedFor?.message}
        {...register('listedFor')}
      />
    </FormSection>
  );
}

export function DetailSection() {
  return (
    <FormSection title="Detail">
      <NumberField name="propertySize" label="Size (ft²)" />
      <NumberField name="rooms" label="Rooms" />
      <NumberField name="bedRooms" label="Bedrooms" />
      <NumberField name="bathRooms" label="Bathrooms" />
      <NumberField name="builtYear" label="Year Built" />
      <NumberField name="estimatedTaxes" label="Estimated Taxes" />
    </FormSection>
  );
}
