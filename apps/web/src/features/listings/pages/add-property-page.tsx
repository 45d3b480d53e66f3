import { MESSAGES } from '@nestlane/shared';
import { useNavigate } from 'react-router';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { uploadImage } from '../../../lib/upload-image';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAddProperty } from '../api/add-property';
import { AddPropertyForm } from '../components/add-property-form';
import type { AddPropertyFormOutput } from '../lib/add-property-form';
import { type GalleryItem, toGalleryBody } from '../lib/gallery-items';
import { listingsMessages } from '../messages';

/** Dashboard screen 12 (agent): a new listing, pending until an admin verifies it. */
export function AddPropertyPage() {
  const t = useT(listingsMessages);
  usePageTitle(t('listings.add.title'));
  const navigate = useNavigate();
  const addProperty = useAddProperty();

  // One toast tells the whole story: loading, then the outcome in its place.
  async function submit({ picture, ...fields }: AddPropertyFormOutput, items: readonly GalleryItem[]) {
    const isAdded = await runAction(
      async () => {
        const propertyImage = await uploadImage(picture);
        const gallery = await toGalleryBody(items, uploadImage);
        await addProperty.mutateAsync({
          ...fields,
          propertyImage,
          ...(gallery.length > 0 ? { gallery } : {}),
        });
      },
      localizeMessage(MESSAGES.propertyAdded),
      { loading: localizeMessage(MESSAGES.addingProperty) },
    );
    if (isAdded) await navigate('/dashboard/addedProperties');
  }

  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('listings.add.title')}</h1>
      <AddPropertyForm onSubmit={submit} />
    </section>
  );
}
