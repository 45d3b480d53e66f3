import { parseLocale } from '@nestlane/shared';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../features/auth';
import { activateLocale, rememberLocale, useLocale } from '../i18n';

/**
 * Someone signed in reads in the language stored on their account (decision 040): applied once per
 * sign-in, when their profile arrives, so a later switch (which is stored too) is never undone.
 */
export function FollowAccountLocale() {
  const { profile } = useCurrentUser();
  const locale = useLocale();
  const appliedFor = useRef<string | null>(null);
  const stored = parseLocale((profile as { locale?: string | null } | undefined)?.locale);
  const email = profile?.email ?? null;

  useEffect(() => {
    if (!email) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === email) return;
    appliedFor.current = email;
    if (stored && stored !== locale) {
      rememberLocale(stored);
      void activateLocale(stored);
    }
  }, [email, stored, locale]);

  return null;
}
