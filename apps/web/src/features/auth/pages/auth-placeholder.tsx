import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

/** Honest stand-in until sign-in and sign-up arrive (next issue). */
export function AuthPlaceholder({ title }: { title: 'Sign In' | 'Sign Up' }) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-ink">{title}</h1>
      <p className="text-slate-600">
        {title === 'Sign In' ? 'Signing in' : 'Creating an account'} arrives soon. Until then you can browse
        every verified property, read reviews and visit agent profiles.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/allProperties" className="btn-outline">
          Browse Properties
        </Link>
        <Link to="/" className="btn-primary">
          Back To Home
        </Link>
      </div>
    </section>
  );
}
