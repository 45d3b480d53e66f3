import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from '../../components/social-icons';

// Placeholder targets until the pages exist; '#' keeps them valid links.
const SOCIAL_LINKS = [
  { label: 'Nestlane on Facebook', href: '#facebook', icon: FacebookIcon },
  { label: 'Nestlane on Instagram', href: '#instagram', icon: InstagramIcon },
  { label: 'Nestlane on LinkedIn', href: '#linkedin', icon: LinkedinIcon },
  { label: 'Nestlane on X', href: '#x', icon: XIcon },
  { label: 'Nestlane on YouTube', href: '#youtube', icon: YoutubeIcon },
] as const;

const headingClass = 'mb-4 text-sm font-bold tracking-widest text-white uppercase';
const linkClass = 'text-slate-300 transition hover:text-white';

export function Footer() {
  return (
    <footer className="on-dark bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to="/" className="flex items-center gap-2 text-2xl font-extrabold text-white">
            <img src="/images/favicon.svg" alt="" width={32} height={32} className="size-8" />
            Nestlane
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            Verified homes, apartments, offices and shops across Bangladesh, listed by agents you can trust.
          </p>
        </div>
        <div>
          <h2 className={headingClass}>Resources</h2>
          <ul className="space-y-2">
            <li>
              <Link to="/" className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <Link to="/allProperties" className={linkClass}>
                All Properties
              </Link>
            </li>
            <li>
              <Link to="/dashboard/myProfile" className={linkClass}>
                Dashboard
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>Follow us</h2>
          <ul className="flex flex-wrap gap-3">
            {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-brand-strong"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>Legal</h2>
          <ul className="space-y-2">
            <li>
              <a href="#privacy-policy" className={linkClass}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="#terms-and-conditions" className={linkClass}>
                Terms &amp; Conditions
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          © 2023 Nestlane. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
