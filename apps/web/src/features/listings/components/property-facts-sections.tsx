import { CATEGORIES, LISTED_FOR, type ListedFor } from '@nestlane/shared';
import { useFormContext } from 'react-hook-form';
import { FormField, TextAreaField } from '../../../components/form-field';
import { useT, valueLabel } from '../../../i18n';
import type { AddPropertyFormInput } from '../lib/add-property-form';
import { toTakaAmount } from '../lib/listing-facts-form';
import { toWholeNumber, WHOLE_NUMBER_INPUT } from '../lib/to-whole-number';
import { listingsMessages } from '../messages';
import { SelectField, toOptions } from './field-controls';
import { FormSection } from './form-section';

type PriceName = 'minPrice' | 'maxPrice';
type NumberName =
  | 'associationFee'
  | 'yearlyTax'
  | 'propertySize'
  | 'rooms'
  | 'bedRooms'
  | 'bathRooms'
  | 'builtYear'
  | 'estimatedTaxes';

/**
 * A number field of the add form: a whole number, or a price as typed (in lakh or crore too: '85 lakh',
 * '1.2 crore', '৮৫ লাখ'; decision 045); sent as a number, checked by the shared schema.
 */
function NumberField({ name, label }: { name: NumberName | PriceName; label: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddPropertyFormInput>();
  const t = useT(listingsMessages);
  const isPrice = name === 'minPrice' || name === 'maxPrice';
  const input = isPrice
    ? ({ inputMode: 'text', autoComplete: 'off', placeholder: t('listings.field.priceHint') } as const)
    : WHOLE_NUMBER_INPUT;
  return (
    <FormField
      label={label}
      {...input}
      error={errors[name]?.message}
      {...register(name, { setValueAs: isPrice ? toTakaAmount : toWholeNumber })}
    />
  );
}

export function DescriptionSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddPropertyFormInput>();
  const t = useT(listingsMessages);
  return (
    <FormSection title={t('listings.section.description')}>
      <div className="sm:col-span-2">
        <FormField
          label={t('listings.field.propertyTitle')}
          error={errors.propertyTitle?.message}
          {...register('propertyTitle')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('listings.field.description')}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <p className="text-sm text-slate-600 sm:col-span-2">{t('listings.field.banglaTextHint')}</p>
      <div className="sm:col-span-2">
        <FormField
          lang="bn"
          label={t('listings.field.propertyTitleBn')}
          error={errors.propertyTitleBn?.message}
          {...register('propertyTitleBn')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          lang="bn"
          label={t('listings.field.descriptionBn')}
          error={errors.descriptionBn?.message}
          {...register('descriptionBn')}
        />
      </div>
    </FormSection>
  );
}

/** A rental has one Monthly Rent, sent as both prices (decision 047); a sale the spec's range. */
export function PricesSection({ listedFor }: { listedFor: ListedFor | undefined }) {
  const t = useT(listingsMessages);
  return (
    <FormSection title={t('listings.section.prices')}>
      {listedFor === 'For Rent' ? (
        <NumberField name="minPrice" label={t('listings.field.monthlyRent')} />
      ) : (
        <>
          <NumberField name="minPrice" label={t('listings.field.minPrice')} />
          <NumberField name="maxPrice" label={t('listings.field.maxPrice')} />
        </>
      )}
      <NumberField name="associationFee" label={t('listings.field.associationFee')} />
      <NumberField name="yearlyTax" label={t('listings.field.yearlyTax')} />
    </FormSection>
  );
}

export function CategoriesSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddPropertyFormInput>();
  const t = useT(listingsMessages);
  return (
    <FormSection title={t('listings.section.categories')}>
      <SelectField
        label={t('listings.field.category')}
        options={toOptions(CATEGORIES, (category) => valueLabel('category', category))}
        error={errors.category?.message}
        {...register('category')}
      />
      <SelectField
        label={t('listings.field.listedOn')}
        options={toOptions(LISTED_FOR, (listedFor) => valueLabel('listedFor', listedFor))}
        error={errors.listedFor?.message}
        {...register('listedFor')}
      />
    </FormSection>
  );
}

export function DetailSection() {
  const t = useT(listingsMessages);
  return (
    <FormSection title={t('listings.section.detail')}>
      <NumberField name="propertySize" label={t('listings.field.propertySize')} />
      <NumberField name="rooms" label={t('listings.field.rooms')} />
      <NumberField name="bedRooms" label={t('listings.field.bedRooms')} />
      <NumberField name="bathRooms" label={t('listings.field.bathRooms')} />
      <NumberField name="builtYear" label={t('listings.field.builtYear')} />
      <NumberField name="estimatedTaxes" label={t('listings.field.estimatedTaxes')} />
    </FormSection>
  );
}
