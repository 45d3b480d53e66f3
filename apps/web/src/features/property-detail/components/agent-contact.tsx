import { buildWhatsappLink, CONTACT_MESSAGES, type Property } from '@nestlane/shared';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { localizeDigits, localizeMessage, useT } from '../../../i18n';
import { useCurrentUser } from '../../auth';
import { usePropertyContact } from '../api/get-property-contact';
import { propertyDetailMessages } from '../messages';

// The forms bring react-hook-form and zod: only a signed-in person who may write downloads them.
const ContactForms = lazy(async () => ({ default: (await import('./contact-forms')).ContactForms }));

/** The listing's own address, for the WhatsApp message. */
function findListingUrl(propertyId: string): string {
  return `${window.location.origin}/propertyDetail/${propertyId}`;
}

/**
 * How to reach the listing's agent (issue 12): call and WhatsApp buttons and the enquiry and viewing
 * forms for a signed-in person; a visitor is offered sign-in, coming back here. An agent on their own
 * listing sees a note instead (no calling oneself). A fraud account never gets here: it is signed out.
 */
export function AgentContact({ property }: { property: Property }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const { data: contact, isError } = usePropertyContact(property._id, Boolean(user));
  const t = useT(propertyDetailMessages);
  if (isLoading) return null;
  if (!user) {
    return (
      <Link to="/signIn" state={{ from: location }} className="btn-outline w-full justify-center">
        {localizeMessage(CONTACT_MESSAGES.signInToContact)}
      </Link>
    );
  }
  if (isError) return <p className="text-sm text-slate-700">{t('propertyDetail.contact.failed')}</p>;
  if (!contact) return <LoadingSpinner label={t('propertyDetail.contact.loading')} className="h-12" />;
  if (contact.isOwnListing) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {t('propertyDetail.contact.ownListing')}
      </p>
    );
  }
  const hasNumbers = Boolean(contact.phone || contact.whatsapp);
  return (
    <div className="space-y-4">
      {hasNumbers ? (
        <div className="flex flex-wrap gap-3">
          {contact.phone && (
            <a
              href={`tel:${contact.phone}`}
              className="btn-primary inline-flex items-center gap-2"
              aria-label={t('propertyDetail.contact.callLabel', {
                name: contact.agentName,
                phone: localizeDigits(contact.phone),
              })}
            >
              <Phone aria-hidden="true" className="size-4" />
              {t('propertyDetail.contact.call')}
            </a>
          )}
          {contact.whatsapp && (
            <a
              href={buildWhatsappLink(
                contact.whatsapp,
                contact.propertyTitle,
                findListingUrl(contact.propertyId),
              )}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-outline inline-flex items-center gap-2"
              aria-label={t('propertyDetail.contact.whatsappLabel', { name: contact.agentName })}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('propertyDetail.contact.whatsapp')}
            </a>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('propertyDetail.contact.noNumbers')}</p>
      )}
      <Suspense
        fallback={<LoadingSpinner label={t('propertyDetail.contact.loadingForms')} className="h-24" />}
      >
        <ContactForms propertyId={property._id} />
      </Suspense>
    </div>
  );
}
