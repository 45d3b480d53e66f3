import { MESSAGES } from '@nestlane/shared';
import { type ReactElement, useRef, useState } from 'react';
import { localizeMessage } from '../i18n';
import { commonText } from '../lib/common-text';
import * as Dialog from './modal-dialog';

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  /** One line saying what will happen. */
  description: string;
  /** The confirm button's text, such as 'Yes, Delete!'. */
  confirmLabel: string;
  onConfirm: () => void;
};

/**
 * Spec §5: destructive actions ask 'Are you sure?' first. An alert dialog (Radix Dialog with the
 * alertdialog role): a click outside does not dismiss it, and focus starts on Cancel so Enter never
 * confirms by accident.
 */
export function ConfirmDialog({ trigger, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  function confirm() {
    setIsOpen(false);
    onConfirm();
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          className="fixed inset-0 z-[110] m-auto h-fit w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <Dialog.Title className="text-2xl font-extrabold text-ink">
            {localizeMessage(MESSAGES.confirmTitle)}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
            <Dialog.Close asChild>
              <button ref={cancelRef} type="button" className="btn-outline">
                {commonText('common.confirm.cancel')}
              </button>
            </Dialog.Close>
            <button type="button" className="btn-primary" onClick={confirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
