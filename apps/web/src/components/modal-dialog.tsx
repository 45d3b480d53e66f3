/**
 * Radix's Dialog, the one way the web app draws a modal dialog (decision 070; the boundary checker keeps
 * `@radix-ui/react-dialog` to this file). Everything is Radix's own but `Content`, which also registers the
 * open dialog as the top modal layer (lib/modal-layer.ts, decision 065): the toasts, the notice that stands
 * in for them and the offline banner are drawn inside it while it is open. Radix hides everything outside
 * an open dialog from screen readers (`aria-hidden`), takes the pointer from it and keeps focus in; inside,
 * a status raised meanwhile is read out, clicked, and its buttons join the dialog's Tab round. A press on it
 * is no press outside: React hands an event in a portal drawn into another tree's nodes to that tree too.
 * And focus goes back, on closing, to what had it when the dialog opened (a Trigger or not).
 *
 * A content box must not be transformed (center it with `inset-0 m-auto`, not a translate): a transformed
 * box is where the fixed toasts inside it would be placed, and it would clip them.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentProps, useCallback, useRef } from 'react';
import { openModalLayer } from '../lib/modal-layer';

export { Close, Description, Overlay, Portal, Root, Title, Trigger } from '@radix-ui/react-dialog';

type ContentProps = Omit<ComponentProps<typeof Dialog.Content>, 'ref'>;

export function Content({ onCloseAutoFocus, ...props }: ContentProps) {
  const focusedBeforeOpen = useRef<Element | null>(null);
  // A ref with a cleanup (React 19; Radix composes it): the layer lives exactly as long as the node. It is
  // set before Radix moves focus in, so it also sees what had focus then.
  const registerModalLayer = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    focusedBeforeOpen.current = document.activeElement;
    return openModalLayer(node);
  }, []);
  return (
    <Dialog.Content
      {...props}
      ref={registerModalLayer}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        // Radix gives focus back to its Trigger, and to nothing when a dialog has none (Save search is
        // opened by a plain button): back to what had it when the dialog opened, while it is there.
        const before = focusedBeforeOpen.current;
        if (before instanceof HTMLElement && before !== document.body && before.isConnected) {
          event.preventDefault();
          before.focus();
        }
      }}
    />
  );
}
