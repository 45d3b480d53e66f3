import type { Property } from '@nestlane/shared';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormField, TextAreaField } from '../../../components/form-field';
import { useT } from '../../../i18n';
import { type GalleryItem, toGalleryItems } from '../lib/gallery-items';
import { toTakaAmount } from '../lib/listing-facts-form';
import { takesCityArea } from '../lib/place-options';
import {
  createUpdatePropertyDefaults,
  createUpdatePropertyResolver,
  type UpdatePropertyFormInput,
  type UpdatePropertyFormOutput,
} from '../lib/update-property-form';
import { listingsMessages } from '../messages';
import { AreaSelect } from './area-select';
import { ListingFactsSections } from './facts-sections';
import { GalleryField } from './gallery-field';
import { findAreaLocalities, LocalitySelect } from './locality-select';
import { PictureField } from './picture-field';

type UpdatePropertyFormProps = {
  property: Property;
  /** The gallery is sent whole, in its new order (decision 028). */
  onSubmit: (values: UpdatePropertyFormOutput, gallery: readonly GalleryItem[]) => Promise<void>;
};

/**
 * Screen 11's form: the spec's five fields, prefilled, and the city area where the listing's upazila is
 * its city's own ("Dhaka Metropolitan", decision 024) with its locality where the area has some (decision
 * 049), as Add Property offers them; the agent is shown, not editable.
 */
export function UpdatePropertyForm({ property, onSubmit }: UpdatePropertyFormProps) {
  const t = useT(listingsMessages);
  const resolver = useMemo(() => createUpdatePropertyResolver(property), [property]);
  const form = useForm<UpdatePropertyFormInput, unknown, UpdatePropertyFormOutput>({
    resolver,
    defaultValues: createUpdatePropertyDefaults(property),
  });
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const isRental = property.listedFor === 'For Rent';
  const priceInput = {
    inputMode: 'text',
    autoComplete: 'off',
    placeholder: t('listings.field.priceHint'),
  } as const;
  const [files, area, locality] = useWatch({ control, name: ['picture', 'area', 'locality'] });
  const [gallery, setGallery] = useState(() => toGalleryItems(property.gallery));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('listings.update.title')}
        onSubmit={handleSubmit((values) => onSubmit(values, gallery))}
        className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <PictureField
          label={t('listings.field.propertyPicture')}
          fileName={files?.[0]?.name}
          error={errors.picture?.message}
          {...register('picture')}
        />
        <FormField
          label={t('listings.field.propertyTitle')}
          error={errors.propertyTitle?.message}
          {...register('propertyTitle')}
        />
        <FormField
          lang="bn"
          label={t('listings.field.propertyTitleBn')}
          error={errors.propertyTitleBn?.message}
          {...register('propertyTitleBn')}
        />
        <TextAreaField
          label={t('listings.field.description')}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextAreaField
          lang="bn"
          label={t('listings.field.descriptionBn')}
          error={errors.descriptionBn?.message}
          {...register('descriptionBn')}
        />
        <FormField
          label={t('listings.field.propertyLocation')}
          error={errors.propertyLocation?.message}
          {...register('propertyLocation')}
        />
        {takesCityArea(property.division, property.district, property.upozila) && (
          <AreaSelect
            division={property.division}
            district={property.district}
            value={area}
            error={errors.area?.message}
            // A locality lies in one area: another area starts without one, as on Add Property.
            {...register('area', {
              onChange: () => setValue('locality', '', { shouldValidate: isSubmitted, shouldDirty: true }),
            })}
          />
        )}
        {findAreaLocalities(property.division, property.district, area).length > 0 && (
          <LocalitySelect
            division={property.division}
            district={property.district}
            area={area}
            value={locality}
            error={errors.locality?.message}
            {...register('locality')}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {/* A rental has one Monthly Rent, sent as both prices (decision 047); prices as typed (decision 045). */}
          <FormField
            label={t(isRental ? 'listings.field.monthlyRent' : 'listings.field.minPrice')}
            {...priceInput}
            error={errors.minPrice?.message}
            {...register('minPrice', { setValueAs: toTakaAmount })}
          />
          {!isRental && (
            <FormField
              label={t('listings.field.maxPrice')}
              {...priceInput}
              error={errors.maxPrice?.message}
              {...register('maxPrice', { setValueAs: toTakaAmount })}
            />
          )}
          <FormField label={t('listings.field.agentName')} value={property.agentName} disabled readOnly />
          <FormField
            label={t('listings.field.agentEmail')}
            type="email"
            value={property.agentEmail}
            disabled
            readOnly
          />
        </div>
        <ListingFactsSections listedFor={property.listedFor} category={property.category} />
        <fieldset className="min-w-0">
          <legend className="mb-2 font-semibold text-ink">{t('listings.section.gallery')}</legend>
          <GalleryField items={gallery} onChange={setGallery} />
        </fieldset>
        <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
          {t('listings.update.submit')}
        </button>
      </form>
    </FormProvider>
  );
}
