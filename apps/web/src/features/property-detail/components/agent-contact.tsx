import { CONTACT_MESSAGES, type Property } from '@nestlane/shared';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { localizeMessage, useT } from '../../../i18n';
import { useCurrentUser } from '../../auth';
import { propertyDetailMessages } from '../messages';
import { RevealButtons } from './reveal-buttons';

// The forms bring react-hook-form and zod: only a signed-in person who may write downloads them.
const ContactForms = lazy(async () => ({ default: (await import('./contact-forms')).ContactForms }));

/** Where the phone's contact bar sends Message: the enquiry form, or the visitor's sign-in link. */
export const CONTACT_FORMS_ID = 'contact-agent';

/**
 * How to reach the listing's agent (issues 12 and 27): Call and WhatsApp for everyone, revealed on a
 * tap; the enquiry and viewing forms for a signed-in person, while a visitor is offered sign-in,
 * coming back here. An agent on their own listing sees a note instead (no calling oneself).
 */
export function AgentContact({ property }: { property: Property }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const t = useT(propertyDetailMessages);
  if (isLoading) return null;
  if (user && user.email === property.agentEmail) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {t('propertyDetail.contact.ownListing')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <RevealButtons property={property} className="flex flex-wrap gap-3" />
      <div id={CONTACT_FORMS_ID}>
        {user ? (
          <Suspense
            fallback={<LoadingSpinner label={t('propertyDetail.contact.loadingForms')} className="h-24" />}
          >
            <ContactForms propertyId={property._id} userId={user.id} />
          </Suspense>
        ) : (
          <Link to="/signIn" state={{ from: location }} className="btn-outline w-full justify-center">
            {localizeMessage(CONTACT_MESSAGES.signInToContact)}
          </Link>
        )}
      </div>
    </div>
  );
}
