import type { Property } from '@nestlane/shared';
import Share2 from 'lucide-react/icons/share-2';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { useListingTitle } from '../../../lib/listing-text';
import { propertyDetailMessages } from '../messages';
import { findListingUrl } from './reveal-buttons';

/** The page's canonical address (rendered by the server's head), else the listing's own address. */
function findCanonicalUrl(propertyId: string): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical?.href || findListingUrl(propertyId);
}

function buildShareLinks(url: string, title: string) {
  const link = encodeURIComponent(url);
  return [
    { key: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { key: 'messenger', href: `fb-messenger://share/?link=${link}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ] as const;
}

/**
 * Share the listing (issue 27): the phone's own share sheet (Web Share API) where the browser has
 * one; otherwise a small menu of WhatsApp, Messenger, Facebook and copy link, all with the
 * canonical address. Which one is decided after hydration: the server cannot know.
 */
export function ShareListing({ property }: { property: Property }) {
  const t = useT(propertyDetailMessages);
  const title = useListingTitle(property);
  const [hasShareSheet, setHasShareSheet] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    setHasShareSheet(typeof navigator.share === 'function');
    setShareUrl(findCanonicalUrl(property._id));
  }, [property._id]);

  if (hasShareSheet) {
    return (
      <button
        type="button"
        className="btn-outline inline-flex w-full items-center justify-center gap-2 py-2.5"
        onClick={() =>
          navigator.share({ title, url: shareUrl ?? findCanonicalUrl(property._id) }).catch(() => undefined)
        }
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t('propertyDetail.share.share')}
      </button>
    );
  }

  async function copyLink() {
    await navigator.clipboard?.writeText(shareUrl ?? findCanonicalUrl(property._id));
    setIsCopied(true);
  }

  const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-slate-50';
  return (
    <details className="group relative">
      <summary className="btn-outline inline-flex w-full cursor-pointer list-none items-center justify-center gap-2 py-2.5">
        <Share2 aria-hidden="true" className="size-4" />
        {t('propertyDetail.share.share')}
      </summary>
      {shareUrl && (
        <ul
          aria-label={t('propertyDetail.share.menu')}
          className="mt-2 space-y-1 rounded-lg border border-slate-200 bg-white p-2 shadow-sm"
        >
          {buildShareLinks(shareUrl ?? '', title).map((link) => (
            <li key={link.key}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
                {t(`propertyDetail.share.${link.key}`)}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={itemClass} onClick={copyLink}>
              {t('propertyDetail.share.copy')}
            </button>
            {isCopied && (
              <p role="status" className="px-3 text-sm text-slate-700">
                {t('propertyDetail.share.copied')}
              </p>
            )}
          </li>
        </ul>
      )}
    </details>
  );
}
