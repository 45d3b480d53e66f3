import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@nestlane/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { localizeMessage, translate, useT } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { requestPasswordReset } from '../api/auth-actions';
import { useOutbox } from '../api/outbox';
import { AuthCard } from '../components/auth-card';
import { emailInvalidError } from '../lib/auth-schemas';
import { authMessages } from '../messages';

const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, { error: MESSAGES.emailRequired }).pipe(z.email(emailInvalidError)),
});
type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** The same answer whether or not the email has an account, in the language being read. */
export const FORGOT_PASSWORD_MESSAGES = {
  get linkSent() {
    return translate(authMessages, 'auth.forgotPassword.linkSent');
  },
};

/** Asks for a reset link (POST /api/auth/request-password-reset); the same answer whether or not the email exists. */
export function ForgotPasswordPage() {
  const t = useT(authMessages);
  usePageTitle(t('auth.forgotPassword.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The demo inbox exists when GET /api/outbox answers (demo mode without SMTP).
  const hasDemoInbox = useOutbox().isSuccess;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordSchema) });

  async function sendLink(values: ForgotPasswordForm) {
    try {
      // The server mails its own link (PUBLIC_URL/resetPassword?token=…); redirectTo names the same page.
      await requestPasswordReset({ email: values.email, redirectTo: '/resetPassword' });
      setSentTo(values.email);
    } catch (error) {
      toast.error(localizeMessage(error instanceof Error ? error.message : String(error)));
    }
  }

  return (
    <AuthCard title={t('auth.forgotPassword.title')}>
      {sentTo ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="status" className="text-slate-700">
            {t('auth.forgotPassword.linkSent')}
          </p>
          {hasDemoInbox && (
            <Link to={`/demoInbox?${new URLSearchParams({ to: sentTo })}`} className="btn-primary">
              {t('auth.forgotPassword.openInbox')}
            </Link>
          )}
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(sendLink)} className="flex flex-col gap-4">
          <FormField
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message && localizeMessage(errors.email.message)}
            {...register('email')}
          />
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
            {t('auth.forgotPassword.send')}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/signIn" className="font-semibold text-brand-text hover:underline">
          {t('auth.forgotPassword.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
