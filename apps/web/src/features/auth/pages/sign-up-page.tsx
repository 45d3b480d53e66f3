import { AuthPlaceholder } from './auth-placeholder';

export function SignUpPage() {
  return <AuthPlaceholder title="Sign Up" />;
}
