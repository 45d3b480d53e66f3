import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@nestlane/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field';
import { localizeMessage, useT } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { signInWithEmail } from '../api/auth-actions';
import { useAuth } from '../auth-provider';
import { AuthCard } from '../components/auth-card';
import { SingleClickButton } from '../components/single-click-button';
import { type SignInForm, signInFormSchema } from '../lib/auth-schemas';
import { findReturnPath } from '../lib/return-path';
import { findSessionEndNotice, findSignInRefusalNotice, findUnsentIntent } from '../lib/sign-in-refusal';
import { useProviderReturn } from '../lib/use-provider-return';
import { authMessages } from '../messages';

/** What the page says when the session ended while a message or an offer was being filled in. */
const UNSENT_NOTICES = {
  message: 'auth.signIn.sessionEndedMessage',
  offer: 'auth.signIn.sessionEndedOffer',
} as const;

export function SignInPage() {
  const t = useT(authMessages);
  usePageTitle(t('auth.signIn.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const { reload } = useAuth();
  const providerReturn = useProviderReturn();
  // A guard's remembered page (router state), else the one that travelled through the provider's URLs.
  const stateReturnTo = findReturnPath(location.state);
  const returnTo = stateReturnTo === '/' ? providerReturn.returnTo : stateReturnTo;
  // Why the last attempt, or the session that sent the person here, ended; shown until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);
  const unsent = findUnsentIntent(location.state);
  const sessionEndNotice = findSessionEndNotice(location.state) ?? (unsent && t(UNSENT_NOTICES[unsent]));
  const notice = refusal ?? sessionEndNotice ?? providerReturn.errorMessage;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema) });

  async function signIn(values: SignInForm) {
    setRefusal(null);
    try {
      await signInWithEmail({ email: values.email, password: values.password });
    } catch (error) {
      // Spec §8: a failed sign-in says 'Invalid Email And Password', unless the server explains
      // (suspended account, untrusted address, too many attempts: lib/sign-in-refusal.ts).
      const explained = findSignInRefusalNotice(error);
      setRefusal(explained);
      toast.error(explained ?? localizeMessage(MESSAGES.invalidCredentials));
      return;
    }
    await reload();
    toast.success(localizeMessage(MESSAGES.signInSuccess));
    await navigate(returnTo, { replace: true });
  }

  if (providerReturn.isFinishing) {
    return (
      <AuthCard title={t('auth.signIn.title')}>
        <p role="status" className="text-center text-slate-700">
          {t('auth.signIn.finishing')}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.signIn.title')}>
      {notice && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {notice}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(signIn)} className="flex flex-col gap-4">
        <FormField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message && localizeMessage(errors.email.message)}
          {...register('email')}
        />
        <FormField
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message && localizeMessage(errors.password.message)}
          {...register('password')}
        />
        <Link to="/forgotPassword" className="self-end text-sm font-semibold text-brand-text hover:underline">
          {t('auth.signIn.forgotPassword')}
        </Link>
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {t('auth.signIn.submit')}
        </button>
      </form>
      <SingleClickButton returnTo={returnTo} />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('auth.signIn.newHere')}{' '}
        <Link to="/signUp" state={location.state} className="font-semibold text-brand-text hover:underline">
          {t('auth.signIn.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}
