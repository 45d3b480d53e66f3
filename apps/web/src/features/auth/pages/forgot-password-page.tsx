import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@nestlane/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { requestPasswordReset } from '../api/auth-actions';
import { useOutbox } from '../api/outbox';
import { AuthCard } from '../components/auth-card';
import { EMAIL_INVALID_MESSAGE } from '../lib/auth-schemas';

const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: EMAIL_INVALID_MESSAGE })),
});
type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

export const RESET_LINK_SENT = 'If an account uses this email, a link to set a new password is on its way.';

/** Asks for a reset link (POST /api/auth/request-password-reset); the same answer whether or not the email exists. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
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
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <AuthCard title="Forgot Password">
      {sentTo ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="status" className="text-slate-700">
            {RESET_LINK_SENT}
          </p>
          {hasDemoInbox && (
            <Link to={`/demoInbox?${new URLSearchParams({ to: sentTo })}`} className="btn-primary">
              Open the demo inbox
            </Link>
          )}
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(sendLink)} className="flex flex-col gap-4">
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
            Send Reset Link
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/signIn" className="font-semibold text-brand-text hover:underline">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
