import { MESSAGES, passwordRuleSchema, profileNameSchema } from '@nestlane/shared';
import { z } from 'zod';
import { translate } from '../../../i18n';
import { authMessages } from '../messages';

/** A mistyped email, worded by zod in the language being read when it checks. */
export const emailInvalidError = { error: () => translate(authMessages, 'auth.validation.emailInvalid') };

/** Spec §5 sign-in: both fields required; anything else the server decides ('Invalid Email And Password'). */
export const signInFormSchema = z.object({
  email: z.string().trim().min(1, { error: MESSAGES.emailRequired }),
  password: z.string().min(1, { error: MESSAGES.passwordRequired }),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** Spec §5 sign-up: the shared name rule, email required, the shared password rule (the server checks both again). */
export const signUpFormSchema = z.object({
  name: profileNameSchema,
  email: z.string().trim().min(1, { error: MESSAGES.emailRequired }).pipe(z.email(emailInvalidError)),
  password: passwordRuleSchema,
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
