import type { Property } from '@nestlane/shared';
import Mail from 'lucide-react/icons/mail';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n';
import { useCurrentUser } from '../../auth';
import { propertyDetailMessages } from '../messages';
import { CONTACT_FORMS_ID } from './agent-contact';
import { RevealButtons } from './reveal-buttons';

/** Brings the enquiry form into view and puts the cursor in its message box. */
function focusMessageForm() {
  const forms = document.getElementById(CONTACT_FORMS_ID);
  forms?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  forms?.querySelector('textarea')?.focus({ preventScroll: true });
}

/** Below md, the page's foot (the site footer too) gets room for the fixed bar while it is shown. */
const ROOM_FOR_BAR = 'max-md:pb-20';

/**
 * The phone's sticky contact bar (issue 27): Call, WhatsApp and Message, always in reach below md.
 * The body is padded by the bar's height so nothing is covered. Not shown to an agent on their own
 * listing.
 */
export function ContactBar({ property }: { property: Property }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const t = useT(propertyDetailMessages);
  const isShown = !isLoading && !(user && user.email === property.agentEmail);
  useEffect(() => {
    if (!isShown) return;
    document.body.classList.add(ROOM_FOR_BAR);
    return () => document.body.classList.remove(ROOM_FOR_BAR);
  }, [isShown]);
  if (!isShown) return null;
  // Icon over label, so the longest label (Bangla "হোয়াটসঅ্যাপ") fits a third of 360 px.
  const compactClass = '*:min-w-0 *:flex-col *:gap-0.5 *:px-1 *:py-1.5 *:text-sm';
  const messageClass =
    'btn-outline inline-flex min-w-0 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-sm';
  return (
    <section
      aria-label={t('propertyDetail.contact.bar')}
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 gap-2 border-t border-slate-200 bg-white p-3 shadow-lg md:hidden"
    >
      <RevealButtons
        property={property}
        isCompact
        className={`col-span-2 grid grid-cols-2 gap-2 ${compactClass}`}
      />
      {user ? (
        <button type="button" className={messageClass} onClick={focusMessageForm}>
          <Mail aria-hidden="true" className="size-4" />
          {t('propertyDetail.contact.message')}
        </button>
      ) : (
        <Link to="/signIn" state={{ from: location }} className={messageClass}>
          <Mail aria-hidden="true" className="size-4" />
          {t('propertyDetail.contact.message')}
        </Link>
      )}
    </section>
  );
}
