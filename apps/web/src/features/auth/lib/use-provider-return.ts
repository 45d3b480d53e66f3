import { MESSAGES } from '@nestlane/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { localizeMessage } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { useAuth } from '../auth-provider';
import { toLocalPath } from './return-path';
import {
  describeSingleClickError,
  PROVIDER_DONE_PARAM,
  PROVIDER_DONE_VALUE,
  RETURN_PATH_PARAM,
  SINGLE_CLICK_MESSAGES,
} from './single-click-return';

/**
 * The sign-in page's side of the single-click round trip. The page load that follows the provider
 * already reads the new session (auth store: session → access token → profile); once it has settled,
 * a signed-in user gets the provider toast and goes to the remembered page. `errorMessage` explains a
 * refused return (`?error=`), kept on the page until the user tries again.
 */
export function useProviderReturn(): { isFinishing: boolean; errorMessage: string | null; returnTo: string } {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { loading, user } = useAuth();
  const isFinishing = searchParams.get(PROVIDER_DONE_PARAM) === PROVIDER_DONE_VALUE;
  const returnTo = toLocalPath(searchParams.get(RETURN_PATH_PARAM)) ?? '/';
  const errorCode = searchParams.get('error');
  // One decision per return, even when the effect runs twice (StrictMode) or the state updates again.
  const isHandled = useRef(false);

  useEffect(() => {
    if (!isFinishing || loading || isHandled.current) return;
    isHandled.current = true;
    if (user) {
      toast.success(localizeMessage(MESSAGES.providerSignInSuccess));
      void navigate(returnTo, { replace: true });
      return;
    }
    // Back from the provider without a session (cookies blocked, the session already ended).
    toast.error(SINGLE_CLICK_MESSAGES.failed);
    setSearchParams({ [RETURN_PATH_PARAM]: returnTo }, { replace: true });
  }, [isFinishing, loading, user, returnTo, navigate, setSearchParams]);

  return {
    isFinishing,
    errorMessage: errorCode ? describeSingleClickError(errorCode) : null,
    returnTo,
  };
}
