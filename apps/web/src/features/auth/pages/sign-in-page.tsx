import { AuthPlaceholder } from './auth-placeholder';

export function SignInPage() {
  return <AuthPlaceholder title="Sign In" />;
}
