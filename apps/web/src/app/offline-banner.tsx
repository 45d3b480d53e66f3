import { useSyncExternalStore } from 'react';
import { commonMessages, useT } from '../i18n';
import { readIsOnline, readIsOnlineOnServer, subscribeOnlineStatus } from '../lib/online-status';
import { AboveOpenModal } from './above-open-modal';

/**
 * Says the browser has no network (decision 056): listings opened before still read (the service worker
 * kept them), and nothing is sent meanwhile. Gone as soon as the network is back. Inside an open modal
 * overlay while one is, as the toasts are (decision 065).
 */
export function OfflineBanner() {
  const isOnline = useSyncExternalStore(subscribeOnlineStatus, readIsOnline, readIsOnlineOnServer);
  const t = useT(commonMessages);
  if (isOnline) return null;
  return (
    <AboveOpenModal>
      <div
        role="status"
        className="fixed inset-x-0 top-18 z-[60] border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950"
      >
        {t('common.offline.banner')}
      </div>
    </AboveOpenModal>
  );
}
