import { buildWhatsappLink, type ContactRevealKind, type Property } from '@nestlane/shared';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { useState } from 'react';
import { localizeDigits, useT } from '../../../i18n';
import { useRevealContact, useRevealedContact } from '../api/reveal-contact';
import { propertyDetailMessages } from '../messages';

/** The listing's own address, for the WhatsApp message. */
export function findListingUrl(propertyId: string): string {
  return `${window.location.origin}/propertyDetail/${propertyId}`;
}

/**
 * Follows a link as a tap on it would: the dialer or WhatsApp takes over, and the page stays as it
 * is (assigning a tel: address to window.location can leave the page half unloaded).
 */
function openLink(href: string, { isNewTab = false } = {}) {
  const link = document.createElement('a');
  link.href = href;
  if (isNewTab) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  link.click();
}

/**
 * A touch screen is taken for a phone, whose dialer a tel: link opens. Elsewhere the revealed number
 * is shown, not followed: a computer has no dialer, and Chromium without a tel: handler leaves the
 * page unable to send its forms after trying one.
 */
function hasDialer(): boolean {
  return window.matchMedia?.('(pointer: coarse)').matches ?? false;
}

const buttonClass = {
  call: 'btn-primary inline-flex items-center justify-center gap-2',
  whatsapp: 'btn-outline inline-flex items-center justify-center gap-2',
} as const;

/**
 * Call and WhatsApp for anyone (issue 27, decision 053): the numbers are not on the page until a tap
 * reveals them (POST /api/revealContact, counted as a lead); the tap then opens tel: or wa.me, and the
 * buttons become links showing the number. Shared by the aside and the phone's contact bar.
 */
export function RevealButtons({
  property,
  className = '',
  isCompact = false,
}: {
  property: Property;
  className?: string;
  /** The phone bar's narrow buttons: a revealed Call keeps its label (the number is in its name). */
  isCompact?: boolean;
}) {
  const t = useT(propertyDetailMessages);
  const { data: contact } = useRevealedContact(property._id);
  const reveal = useRevealContact(property._id);
  const [failure, setFailure] = useState<string | null>(null);

  async function tap(kind: ContactRevealKind) {
    setFailure(null);
    try {
      const revealed = await reveal.mutateAsync(kind);
      if (kind === 'call' && revealed.phone && hasDialer()) openLink(`tel:${revealed.phone}`);
      if (kind === 'whatsapp' && revealed.whatsapp) {
        const link = buildWhatsappLink(
          revealed.whatsapp,
          revealed.propertyTitle,
          findListingUrl(property._id),
        );
        openLink(link, { isNewTab: true });
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('propertyDetail.contact.failed'));
    }
  }

  if (contact && !contact.phone && !contact.whatsapp) {
    return (
      <p className={`text-sm text-slate-700 ${isCompact ? 'col-span-2 self-center' : ''}`}>
        {t('propertyDetail.contact.noNumbers')}
      </p>
    );
  }
  return (
    <div className={className}>
      {contact?.phone ? (
        <a
          href={`tel:${contact.phone}`}
          className={buttonClass.call}
          aria-label={t('propertyDetail.contact.callLabel', {
            name: contact.agentName,
            phone: localizeDigits(contact.phone),
          })}
        >
          <Phone aria-hidden="true" className="size-4" />
          {isCompact ? t('propertyDetail.contact.call') : localizeDigits(contact.phone)}
        </a>
      ) : (
        !contact && (
          <button
            type="button"
            className={buttonClass.call}
            disabled={reveal.isPending}
            onClick={() => tap('call')}
          >
            <Phone aria-hidden="true" className="size-4" />
            {t('propertyDetail.contact.call')}
          </button>
        )
      )}
      {contact?.whatsapp ? (
        <a
          href={buildWhatsappLink(contact.whatsapp, contact.propertyTitle, findListingUrl(property._id))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass.whatsapp}
          aria-label={t('propertyDetail.contact.whatsappLabel', { name: contact.agentName })}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('propertyDetail.contact.whatsapp')}
        </a>
      ) : (
        !contact && (
          <button
            type="button"
            className={buttonClass.whatsapp}
            disabled={reveal.isPending}
            onClick={() => tap('whatsapp')}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('propertyDetail.contact.whatsapp')}
          </button>
        )
      )}
      {failure && (
        <p role="alert" className="col-span-full basis-full text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
