import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@nestlane/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { signInWithEmail } from '../api/auth-actions';
import { useAuth } from '../auth-provider';
import { AuthCard } from '../components/auth-card';
import { SingleClickButton } from '../components/single-click-button';
import { type SignInForm, signInFormSchema } from '../lib/auth-schemas';
import { findReturnPath } from '../lib/return-path';
import { findSessionEndNotice, findSignInRefusalNotice } from '../lib/sign-in-refusal';
import { useProviderReturn } from '../lib/use-provider-return';

export function SignInPage() {
  usePageTitle('Sign In');
  const location = useLocation();
  const navigate = useNavigate();
  const { reload } = useAuth();
  const providerReturn = useProviderReturn();
  // A guard's remembered page (router state), else the one that travelled through the provider's URLs.
  const stateReturnTo = findReturnPath(location.state);
  const returnTo = stateReturnTo === '/' ? providerReturn.returnTo : stateReturnTo;
  // Why the last attempt, or the session that sent the person here, ended; shown until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);
  const notice = refusal ?? findSessionEndNotice(location.state) ?? providerReturn.errorMessage;
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
      toast.error(explained ?? MESSAGES.invalidCredentials);
      return;
    }
    await reload();
    toast.success(MESSAGES.signInSuccess);
    await navigate(returnTo, { replace: true });
  }

  if (providerReturn.isFinishing) {
    return (
      <AuthCard title="Sign In">
        <p role="status" className="text-center text-slate-700">
          Finishing sign-in…
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign In">
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
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to="/forgotPassword" className="self-end text-sm font-semibold text-brand-text hover:underline">
          Forgot password
        </Link>
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          Sign In
        </button>
      </form>
      <SingleClickButton returnTo={returnTo} />
      <p className="mt-6 text-center text-sm text-slate-700">
        New here?{' '}
        <Link to="/signUp" state={location.state} className="font-semibold text-brand-text hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
