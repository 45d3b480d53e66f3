import { MESSAGES } from '@nestlane/shared';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NotFoundContent } from '../../../components/not-found-content';
import { localizeMessage, useT, valueLabel } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { uploadImage } from '../../../lib/upload-image';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useAddedProperties } from '../api/get-added-properties';
import { useUpdateProperty } from '../api/update-property';
import { PropertyPreview } from '../components/property-preview';
import { UpdatePropertyForm } from '../components/update-property-form';
import { type GalleryItem, isSameGallery, toGalleryBody } from '../lib/gallery-items';
import type { UpdatePropertyFormOutput } from '../lib/update-property-form';
import { listingsMessages } from '../messages';

/**
 * Dashboard screen 11 (agent): the listing comes from the agent's own list (the one My Added Properties
 * shows, usually cached already), so the form only shows once it is known. An id that is not one of the
 * agent's listings is the not-found page.
 */
export function UpdatePropertyPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const properties = useAddedProperties(user?.email);
  const navigate = useNavigate();
  const updateProperty = useUpdateProperty();
  const property = properties.data?.find((candidate) => candidate._id === id);
  const t = useT(listingsMessages);
  // The not-found page titles itself, but a parent's effect runs after its child's: say it here too.
  usePageTitle(
    t(properties.isSuccess && !property ? 'listings.update.notFoundTitle' : 'listings.update.title'),
  );

  async function submit({ picture, ...fields }: UpdatePropertyFormOutput, items: readonly GalleryItem[]) {
    const isUpdated = await runAction(
      async () => {
        const propertyImage = await uploadImage(picture);
        const gallery = await toGalleryBody(items, uploadImage);
        // An untouched gallery is not sent: the body stays the spec's five fields (decision 028).
        const isSame = isSameGallery(gallery, property?.gallery ?? []);
        await updateProperty.mutateAsync({
          id,
          body: { ...fields, propertyImage, ...(isSame ? {} : { gallery }) },
        });
      },
      localizeMessage(MESSAGES.propertyUpdated),
      { loading: localizeMessage(MESSAGES.updatingProperty) },
    );
    if (isUpdated) await navigate('/dashboard/addedProperties');
  }

  if (properties.isPending) return <LoadingSpinner className="min-h-[60vh]" />;
  if (properties.isError) {
    return (
      <LoadError
        what={t('listings.update.loadWhat')}
        error={properties.error}
        onRetry={() => void properties.refetch()}
      />
    );
  }
  if (!property) return <NotFoundContent />;

  return (
    <section className="mx-auto max-w-5xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('listings.update.title')}</h1>
      {property.propertyVerificationStatus === 'verified' ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
          <PropertyPreview property={property} />
          <UpdatePropertyForm property={property} onSubmit={submit} />
        </div>
      ) : (
        <EmptyState
          text={t('listings.update.onlyVerified', {
            status: valueLabel('verification', property.propertyVerificationStatus),
          })}
          link={{ to: '/dashboard/addedProperties', label: t('listings.added.title') }}
        />
      )}
    </section>
  );
}
