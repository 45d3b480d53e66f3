import { useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n';
import {
  type AddPropertyFormInput,
  type AddPropertyFormOutput,
  addPropertyResolver,
  createAddPropertyDefaults,
} from '../lib/add-property-form';
import type { GalleryItem } from '../lib/gallery-items';
import { listingsMessages } from '../messages';
import { AmenitiesSection } from './amenities-section';
import { ListingFactsSections } from './facts-sections';
import { FormSection } from './form-section';
import { GalleryField } from './gallery-field';
import { LocationSection } from './location-section';
import { PictureField } from './picture-field';
import {
  CategoriesSection,
  DescriptionSection,
  DetailSection,
  PricesSection,
} from './property-facts-sections';

function PictureSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AddPropertyFormInput>();
  const files = useWatch({ control, name: 'picture' });
  const t = useT(listingsMessages);
  return (
    <FormSection title={t('listings.section.picture')}>
      <PictureField
        label={t('listings.field.propertyPicture')}
        fileName={files?.[0]?.name}
        error={errors.picture?.message}
        {...register('picture')}
      />
    </FormSection>
  );
}

/**
 * Screen 12's form: the shared body schema checks it; `onSubmit` gets the body and the picture to upload,
 * and the gallery's pictures in order (decision 028).
 */
export function AddPropertyForm({
  onSubmit,
}: {
  onSubmit: (values: AddPropertyFormOutput, gallery: readonly GalleryItem[]) => Promise<void>;
}) {
  const [gallery, setGallery] = useState<GalleryItem[]>([]);
  const t = useT(listingsMessages);
  const form = useForm<AddPropertyFormInput, unknown, AddPropertyFormOutput>({
    resolver: addPropertyResolver,
    defaultValues: createAddPropertyDefaults(),
  });
  const [listedFor, category] = useWatch({ control: form.control, name: ['listedFor', 'category'] });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('listings.add.title')}
        onSubmit={form.handleSubmit((values) => onSubmit(values, gallery))}
        className="flex flex-col gap-6"
      >
        {/* The facts a Bangladeshi asks first lead (decision 047); rent or sale and the category set which. */}
        <CategoriesSection />
        <ListingFactsSections listedFor={listedFor} category={category} />
        <PricesSection listedFor={listedFor} />
        <DescriptionSection />
        <LocationSection />
        <DetailSection />
        <AmenitiesSection />
        <PictureSection />
        <FormSection title={t('listings.section.gallery')}>
          <GalleryField items={gallery} onChange={setGallery} />
        </FormSection>
        <button type="submit" className="btn-primary self-start" disabled={form.formState.isSubmitting}>
          {t('listings.add.submit')}
        </button>
      </form>
    </FormProvider>
  );
}
