import {
  CONSTRUCTION_STATES,
  FACINGS,
  FURNISHINGS,
  GAS_SUPPLIES,
  LAND_UNITS,
  type ListedFor,
  type ListingFacts,
  POWER_BACKUPS,
  TENANT_TYPES,
} from '@nestlane/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { useT } from '../../../i18n';
import { factValueLabel } from '../../../lib/listing-facts-text';
import { isLandCategory, toChoice, toFactNumber, toTakaAmount, toYesNo } from '../lib/listing-facts-form';
import { WHOLE_NUMBER_INPUT } from '../lib/to-whole-number';
import { listingsMessages } from '../messages';
import { SelectField } from './field-controls';
import { FormSection } from './form-section';

type FactsForm = Record<keyof ListingFacts, unknown>;
type FactName = keyof ListingFacts;
type ChoiceKind =
  | 'facing'
  | 'gas'
  | 'powerBackup'
  | 'furnishing'
  | 'construction'
  | 'tenantType'
  | 'landUnit';

function useFactField(name: FactName) {
  const {
    register,
    formState: { errors, defaultValues },
  } = useFormContext<FactsForm>();
  // A select shows its prefilled choice from its own defaultValue: react-hook-form's value set on the
  // element at registration does not reach a select in every DOM (happy-dom kept 'Not said').
  const defaultValue = String(defaultValues?.[name] ?? '');
  return { register, defaultValue, error: errors[name]?.message as string | undefined };
}

function FactNumber({ name, label, decimal = false }: { name: FactName; label: string; decimal?: boolean }) {
  const { register, error } = useFactField(name);
  const input = decimal
    ? ({ type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const)
    : WHOLE_NUMBER_INPUT;
  return (
    <FormField label={label} {...input} error={error} {...register(name, { setValueAs: toFactNumber })} />
  );
}

function FactChoice<Kind extends ChoiceKind>({
  name,
  label,
  options,
}: {
  name: Kind;
  label: string;
  options: readonly NonNullable<ListingFacts[Kind]>[];
}) {
  const { register, error, defaultValue } = useFactField(name);
  const t = useT(listingsMessages);
  return (
    <SelectField
      defaultValue={defaultValue}
      label={label}
      options={[
        { value: '', label: t('listings.fact.notSaid') },
        ...options.map((value) => ({ value, label: factValueLabel(name, value) })),
      ]}
      error={error}
      {...register(name, { setValueAs: toChoice })}
    />
  );
}

function FactMonth({ name, label }: { name: 'handoverMonth' | 'availableFrom'; label: string }) {
  const { register, error } = useFactField(name);
  return <FormField label={label} type="month" error={error} {...register(name, { setValueAs: toChoice })} />;
}

/** Every home's facts (decision 047): floor, facing, lift, gas, backup, parking, balconies, furnishing, construction. */
export function HomeFactsSection() {
  const t = useT(listingsMessages);
  const { register, control } = useFormContext<FactsForm>();
  const construction = useWatch({ control, name: 'construction' });
  const lift = useFactField('hasLift');
  const label = t;
  return (
    <FormSection title={t('listings.section.homeFacts')}>
      <FactNumber name="floor" label={label('listings.field.floor')} />
      <FactNumber name="totalFloors" label={label('listings.field.totalFloors')} />
      <FactChoice name="facing" label={label('listings.field.facing')} options={FACINGS} />
      <SelectField
        defaultValue={lift.defaultValue}
        label={t('listings.field.hasLift')}
        options={[
          { value: '', label: t('listings.fact.notSaid') },
          { value: 'true', label: t('listings.fact.yes') },
          { value: 'false', label: t('listings.fact.no') },
        ]}
        {...register('hasLift', { setValueAs: toYesNo })}
      />
      <FactChoice name="gas" label={label('listings.field.gas')} options={GAS_SUPPLIES} />
      <FactChoice name="powerBackup" label={label('listings.field.powerBackup')} options={POWER_BACKUPS} />
      <FactNumber name="parkingSpaces" label={label('listings.field.parkingSpaces')} />
      <FactNumber name="balconies" label={label('listings.field.balconies')} />
      <FactChoice name="furnishing" label={label('listings.field.furnishing')} options={FURNISHINGS} />
      <FactChoice
        name="construction"
        label={label('listings.field.construction')}
        options={CONSTRUCTION_STATES}
      />
      {construction === 'under_construction' && (
        <FactMonth name="handoverMonth" label={label('listings.field.handoverMonth')} />
      )}
    </FormSection>
  );
}

/** A rental's terms: advance, service charge, the month it is free, who may rent. */
export function RentalFactsSection() {
  const t = useT(listingsMessages);
  const { register, formState } = useFormContext<FactsForm>();
  return (
    <FormSection title={t('listings.section.rentalFacts')}>
      <FactNumber name="advanceMonths" label={t('listings.field.advanceMonths')} />
      <FormField
        label={t('listings.field.serviceCharge')}
        inputMode="text"
        error={formState.errors.serviceCharge?.message as string | undefined}
        {...register('serviceCharge', { setValueAs: (value) => toTakaAmount(value) ?? null })}
      />
      <FactMonth name="availableFrom" label={t('listings.field.availableFrom')} />
      <FactChoice name="tenantType" label={t('listings.field.tenantType')} options={TENANT_TYPES} />
    </FormSection>
  );
}

/** A sale's booking money (decision 055): a percentage of the offer or an amount; neither asks the whole price. */
export function SaleTermsSection() {
  const t = useT(listingsMessages);
  const { register, formState } = useFormContext<FactsForm>();
  return (
    <FormSection title={t('listings.section.saleTerms')}>
      <p className="text-sm text-slate-700 sm:col-span-2">{t('listings.field.bookingHint')}</p>
      <FactNumber name="bookingPercent" label={t('listings.field.bookingPercent')} />
      <FormField
        label={t('listings.field.bookingAmount')}
        inputMode="text"
        error={formState.errors.bookingAmount?.message as string | undefined}
        {...register('bookingAmount', { setValueAs: (value) => toTakaAmount(value) ?? null })}
      />
    </FormSection>
  );
}

/** A plot's (or a house's) land: a size in katha or decimal. */
export function LandSection() {
  const t = useT(listingsMessages);
  return (
    <FormSection title={t('listings.section.land')}>
      <FactNumber name="landSize" label={t('listings.field.landSize')} decimal />
      <FactChoice name="landUnit" label={t('listings.field.landUnit')} options={LAND_UNITS} />
    </FormSection>
  );
}

/** The facts for the form's mode: rental terms only for a rental, land only for a plot or a house. */
export function ListingFactsSections({
  listedFor,
  category,
}: {
  listedFor: ListedFor | undefined;
  category: unknown;
}) {
  return (
    <>
      <HomeFactsSection />
      {listedFor === 'For Rent' && <RentalFactsSection />}
      {listedFor === 'For Sale' && <SaleTermsSection />}
      {isLandCategory(category) && <LandSection />}
    </>
  );
}
