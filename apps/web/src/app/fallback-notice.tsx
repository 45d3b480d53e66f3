import { useSyncExternalStore } from 'react';
import { commonMessages, useT } from '../i18n';
import {
  dismissFallbackNote,
  type FallbackNote,
  readFallbackNote,
  subscribeFallbackNote,
} from '../lib/toast';
import { AboveOpenModal } from './above-open-modal';

function readNoNote(): FallbackNote | null {
  return null;
}

/**
 * The message a toast could not show because the toaster's code could not be loaded (the network went
 * down): part of the first load, plain markup, so a failure is always told (lib/toast.ts). An error is an
 * alert, anything else a status; it stays until dismissed or the next message. Like a toast, it is drawn
 * inside an open modal overlay (decision 065).
 */
export function FallbackNotice() {
  const note = useSyncExternalStore(subscribeFallbackNote, readFallbackNote, readNoNote);
  const t = useT(commonMessages);
  if (!note) return null;
  const isError = note.kind === 'error';
  return (
    <AboveOpenModal>
      <div className="fixed inset-x-0 top-20 z-[80] flex justify-center px-4">
        <div
          role={isError ? 'alert' : 'status'}
          className={`flex max-w-md items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${
            isError ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-ink'
          }`}
        >
          <p>{note.text}</p>
          <button type="button" className="shrink-0 font-semibold underline" onClick={dismissFallbackNote}>
            {t('common.dismiss')}
          </button>
        </div>
      </div>
    </AboveOpenModal>
  );
}
