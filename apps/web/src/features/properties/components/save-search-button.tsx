import BookmarkPlus from 'lucide-react/icons/bookmark-plus';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { useCurrentUser } from '../../auth';
import { propertiesMessages, propertiesText } from '../messages';

/** The dialog (and Radix) load at the first press: the search page itself stays as light as it was. */
const SaveSearchDialog = lazy(async () => ({
  default: (await import('./save-search-dialog')).SaveSearchDialog,
}));

/** The sign-in toast's English text (its message in the feature's catalog, 'properties.saveSearch.signIn'). */
export const SIGN_IN_TO_SAVE_SEARCH = 'Please sign in to save this search';

/**
 * "Save search" on the search page (issue 15, decision 037): a signed-in person names the search
 * with its filters and alert choice; a visitor is told to sign in and sent there, and comes back to
 * this very search (its filters are in the URL).
 */
export function SaveSearchButton({
  params,
  suggestedName,
}: {
  params: URLSearchParams;
  suggestedName: string;
}) {
  const t = useT(propertiesMessages);
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);

  function handleClick() {
    if (!user) {
      toast.error(propertiesText('properties.saveSearch.signIn'));
      void navigate('/signIn', { state: { from: location } });
      return;
    }
    setIsOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={handleClick}
        // Until auth settles nobody knows whether to open the dialog or ask to sign in.
        disabled={isLoading}
        className="btn-outline inline-flex items-center gap-2 px-4 py-2 text-sm text-brand-text"
      >
        <BookmarkPlus aria-hidden="true" className="size-4" />
        {t('properties.saveSearch.button')}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog params={params} suggestedName={suggestedName} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
