import { MESSAGES } from '@nestlane/shared';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { localizeMessage, useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useWishlist } from '../api/get-wishlist';
import { WishActions } from '../components/wish-actions';
import { WishCard } from '../components/wish-card';
import { wishlistMessages } from '../messages';

/** Dashboard screen 2: the properties the user wish-listed, newest first, each as it is now. */
export function WishlistPage() {
  const t = useT(wishlistMessages);
  usePageTitle(t('wishlist.title'));
  const { user } = useCurrentUser();
  const wishlist = useWishlist(user?.email);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('wishlist.title')}</h1>
      {wishlist.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {wishlist.isError && (
        <LoadError what={t('wishlist.what')} error={wishlist.error} onRetry={() => void wishlist.refetch()} />
      )}
      {wishlist.isSuccess && wishlist.data.length === 0 && (
        <EmptyState
          text={localizeMessage(MESSAGES.noWishlist)}
          link={{ to: '/allProperties', label: t('wishlist.allProperties') }}
        />
      )}
      {wishlist.isSuccess && wishlist.data.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {wishlist.data.map((item) => (
            <li key={item._id}>
              <WishCard item={item} actions={<WishActions item={item} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
