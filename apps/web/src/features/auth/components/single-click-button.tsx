import { SINGLE_CLICK_PROVIDER_ID } from '@nestlane/shared';
import { useState } from 'react';
import { translate, useT } from '../../../i18n';
import { useAppConfig } from '../../../lib/app-config';
import { toast } from '../../../lib/toast';
import { startSocialSignIn } from '../api/auth-actions';
import { findSignInRefusalNotice } from '../lib/sign-in-refusal';
import { buildSingleClickUrls } from '../lib/single-click-return';
import { authMessages } from '../messages';

/**
 * One button for the single-click provider, labelled from GET /api/config; hidden when the server has
 * none. The provider returns to the sign-in page, which finishes the sign-in and goes on to `returnTo`.
 */
export function SingleClickButton({ returnTo }: { returnTo: string }) {
  const config = useAppConfig();
  const [isStarting, setIsStarting] = useState(false);
  const t = useT(authMessages);
  const label = config.data?.oidcLabel;
  if (!label) return null;

  async function startSignIn() {
    setIsStarting(true);
    try {
      const { url } = await startSocialSignIn({
        provider: SINGLE_CLICK_PROVIDER_ID,
        ...buildSingleClickUrls(returnTo, window.location.origin),
      });
      if (!url) throw new Error('The provider gave no sign-in page');
      window.location.assign(url);
    } catch (error) {
      // Spec §8: a failed provider sign-in is only logged; we also say so, or the button seems dead.
      console.warn('Single-click sign-in failed', error);
      toast.error(
        findSignInRefusalNotice(error) ??
          translate(authMessages, 'auth.singleClick.unavailable', { provider: label }),
      );
      setIsStarting(false);
    }
  }

  return (
    <div className="mt-6">
      <div className="mb-4 flex items-center gap-3 text-sm text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.singleClick.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button type="button" className="btn-outline w-full" disabled={isStarting} onClick={startSignIn}>
        {t('auth.singleClick.continue', { provider: label })}
      </button>
    </div>
  );
}
