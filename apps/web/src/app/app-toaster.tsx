import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { markToasterReady } from '../lib/toast';
import { AboveOpenModal } from './above-open-modal';

/**
 * Spec §9 toasts: success 2 s, error 4 s, others 4 s, at most 20 at once
 * (react-hot-toast's own store keeps at most 20, its built-in limit). Above an open modal overlay, inside
 * it, so a toast raised there is seen and read out (decision 065).
 */
export function AppToaster() {
  useEffect(markToasterReady, []);
  return (
    <AboveOpenModal>
      <Toaster
        position="top-center"
        containerStyle={{ top: 80 }}
        toastOptions={{ duration: 4000, success: { duration: 2000 }, error: { duration: 4000 } }}
      />
    </AboveOpenModal>
  );
}
