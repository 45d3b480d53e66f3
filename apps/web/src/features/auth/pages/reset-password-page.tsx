import { zodResolver } from '@hookform/resolvers/zod';
import { passwordRuleSchema } from '@nestlane/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { localizeMessage, translate, useT } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { resetPassword } from '../api/auth-actions';
import { useAuth } from '../auth-provider';
import { AuthCard } from '../components/auth-card';
import { authMessages } from '../messages';

const resetPasswordSchema = z.object({ newPassword: passwordRuleSchema });
type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

/** What the page says after a new password, in the language being read (the toast outlives the page). */
export const RESET_PASSWORD_MESSAGES = {
  get passwordChanged() {
    return translate(authMessages, 'auth.resetPassword.changed');
  },
};

/** Sets a new password with the token from the mailed link (POST /api/auth/reset-password). */
export function ResetPasswordPage() {
  const t = useT(authMessages);
  usePageTitle(t('auth.resetPassword.title'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { reload } = useAuth();
  const token = searchParams.get('token');
  // The server's refusal (a used or expired link, a rule it checks again) stays on the page.
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordSchema) });

  async function saveNewPassword(values: ResetPasswordForm) {
    if (!token) return;
    setServerError(null);
    try {
      await resetPassword({ newPassword: values.newPassword, token });
    } catch (error) {
      setServerError(localizeMessage(error instanceof Error ? error.message : String(error)));
      return;
    }
    // A reset ends every session of the account (decision 009), this browser's included.
    await reload();
    toast.success(RESET_PASSWORD_MESSAGES.passwordChanged);
    await navigate('/signIn', { replace: true });
  }

  return (
    <AuthCard title={t('auth.resetPassword.title')}>
      {token ? (
        <form noValidate onSubmit={handleSubmit(saveNewPassword)} className="flex flex-col gap-4">
          {serverError && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {serverError}
            </p>
          )}
          <FormField
            label={t('auth.field.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message && localizeMessage(errors.newPassword.message)}
            {...register('newPassword')}
          />
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
            {t('auth.resetPassword.save')}
          </button>
        </form>
      ) : (
        <p className="text-center text-slate-700">{t('auth.resetPassword.linkInvalid')}</p>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/forgotPassword" className="font-semibold text-brand-text hover:underline">
          {t('auth.resetPassword.askNewLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
