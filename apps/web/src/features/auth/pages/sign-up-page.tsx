import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@nestlane/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field';
import { localizeMessage, useT } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { uploadImage } from '../../../lib/upload-image';
import { usePageTitle } from '../../../lib/use-page-title';
import { signUpWithEmail } from '../api/auth-actions';
import { AuthRequestError } from '../api/auth-client';
import { USER_INFO_KEY } from '../api/get-user-info';
import { saveProfile } from '../api/save-profile';
import { useAuth } from '../auth-provider';
import { AuthCard } from '../components/auth-card';
import { PhotoPicker } from '../components/photo-picker';
import { SingleClickButton } from '../components/single-click-button';
import { type SignUpForm, type SignUpFormInput, signUpFormSchema } from '../lib/auth-schemas';
import { findReturnPath } from '../lib/return-path';
import { authMessages } from '../messages';

/** Better Auth's code for a sign-up with an email that already has an account (HTTP 422). */
const EMAIL_TAKEN_CODE = 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';

function describeSignUpError(error: unknown): string {
  if (error instanceof AuthRequestError && error.code === EMAIL_TAKEN_CODE)
    return localizeMessage(MESSAGES.emailRegistered);
  return localizeMessage(error instanceof Error ? error.message : String(error));
}

export function SignUpPage() {
  const t = useT(authMessages);
  usePageTitle(t('auth.signUp.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { reload } = useAuth();
  const returnTo = findReturnPath(location.state);
  const [photo, setPhoto] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpForm>({ resolver: zodResolver(signUpFormSchema) });

  async function signUp(values: SignUpForm) {
    const toastId = toast.loading(localizeMessage(MESSAGES.signUpProcessing));
    try {
      await signUpWithEmail(values);
    } catch (error) {
      toast.error(describeSignUpError(error), { id: toastId });
      return;
    }
    // Signed in now: the token first, since the picture upload and the profile call need it.
    await reload();
    let photoUrl = '';
    if (photo) {
      try {
        photoUrl = await uploadImage(photo);
      } catch (error) {
        // The account exists; a refused picture (wrong type, too large) should not undo it. Say why.
        toast.error(describeSignUpError(error));
      }
    }
    try {
      await saveProfile({ email: values.email, name: values.name, photo: photoUrl });
      await queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] });
    } catch (error) {
      console.warn('Saving the profile failed', error);
    }
    toast.success(localizeMessage(MESSAGES.signUpSuccess), { id: toastId });
    await navigate(returnTo, { replace: true });
  }

  return (
    <AuthCard title={t('auth.signUp.title')}>
      <form noValidate onSubmit={handleSubmit(signUp)} className="flex flex-col gap-4">
        <FormField
          label={t('auth.field.name')}
          autoComplete="name"
          error={errors.name?.message && localizeMessage(errors.name.message)}
          {...register('name')}
        />
        <FormField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message && localizeMessage(errors.email.message)}
          {...register('email')}
        />
        <PhotoPicker file={photo} onChange={setPhoto} />
        <FormField
          label={t('auth.field.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message && localizeMessage(errors.password.message)}
          {...register('password')}
        />
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {t('auth.signUp.submit')}
        </button>
      </form>
      <SingleClickButton returnTo={returnTo} />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to="/signIn" state={location.state} className="font-semibold text-brand-text hover:underline">
          {t('auth.signUp.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
