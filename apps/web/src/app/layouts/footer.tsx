import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from '../../components/social-icons';
import { commonMessages, localizeDigits, useT } from '../../i18n';

// Placeholder targets until the pages exist; '#' keeps them valid links.
const SOCIAL_LINKS = [
  { network: 'Facebook', href: '#facebook', icon: FacebookIcon },
  { network: 'Instagram', href: '#instagram', icon: InstagramIcon },
  { network: 'LinkedIn', href: '#linkedin', icon: LinkedinIcon },
  { network: 'X', href: '#x', icon: XIcon },
  { network: 'YouTube', href: '#youtube', icon: YoutubeIcon },
] as const;

const headingClass = 'mb-4 text-sm font-bold tracking-widest text-white uppercase';
const linkClass = 'text-slate-300 transition hover:text-white';
/** The spec's copyright year (§2 shared layout). */
const COPYRIGHT_YEAR = 2023;

export function Footer() {
  const t = useT(commonMessages);
  return (
    <footer className="on-dark bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to="/" className="flex items-center gap-2 text-2xl font-extrabold text-white">
            <img src="/images/favicon.svg" alt="" width={32} height={32} className="size-8" />
            Nestlane
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{t('common.footer.about')}</p>
        </div>
        <div>
          <h2 className={headingClass}>{t('common.footer.resources')}</h2>
          <ul className="space-y-2">
            <li>
              <Link to="/" className={linkClass}>
                {t('common.nav.home')}
              </Link>
            </li>
            <li>
              <Link to="/allProperties" className={linkClass}>
                {t('common.nav.allProperties')}
              </Link>
            </li>
            <li>
              <Link to="/dashboard/myProfile" className={linkClass}>
                {t('common.nav.dashboard')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{t('common.footer.followUs')}</h2>
          <ul className="flex flex-wrap gap-3">
            {SOCIAL_LINKS.map(({ network, href, icon: Icon }) => (
              <li key={network}>
                <a
                  href={href}
                  aria-label={t('common.footer.social', { network })}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-brand-strong"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{t('common.footer.legal')}</h2>
          <ul className="space-y-2">
            <li>
              <a href="#privacy-policy" className={linkClass}>
                {t('common.footer.privacyPolicy')}
              </a>
            </li>
            <li>
              <a href="#terms-and-conditions" className={linkClass}>
                {t('common.footer.terms')}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          {t('common.footer.copyright', { year: localizeDigits(COPYRIGHT_YEAR) })}
        </p>
      </div>
    </footer>
  );
}
