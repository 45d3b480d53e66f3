import { FocusScope } from '@radix-ui/react-focus-scope';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useT } from '../../../i18n';
import { useModalOverlay } from '../../../lib/use-modal-overlay';
import { useIsWideScreen } from '../lib/use-is-wide-screen';
import { propertiesMessages } from '../messages';
import { ViewSwitch } from './view-switch';

/**
 * Where the search's map sits (decision 057). A desktop's stays in view beside the list as the list
 * scrolls. A phone's fills the screen, its cards in a sheet above List | Map, and is a modal dialog: the
 * rest of the page is inert (not clicked, focused or read), Tab and Shift+Tab go round its own controls
 * (Radix's focus scope), Escape or List closes it and focus goes back to the bar's Map button.
 */
export function MapPanel({
  onShowList,
  returnFocus,
  children,
}: {
  onShowList: () => void;
  /** The button that opened the map, which has focus again once it closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const t = useT(propertiesMessages);
  const panel = useRef<HTMLDivElement>(null);
  // The dialog's roles are set once the screen is known to be a phone's (useModalOverlay).
  const isModal = !useIsWideScreen();
  useModalOverlay({
    overlay: panel,
    isModal,
    label: t('properties.map.dialog'),
    onClose: onShowList,
    returnFocus,
  });
  return (
    // The hook moves focus in and back out: the scope only keeps it inside while the panel is a dialog.
    <FocusScope
      asChild
      loop={isModal}
      trapped={isModal}
      onMountAutoFocus={preventAutoFocus}
      onUnmountAutoFocus={preventAutoFocus}
    >
      <div
        ref={panel}
        className="fixed inset-0 z-[55] flex flex-col bg-white pb-18 focus:outline-none lg:sticky lg:top-24 lg:z-auto lg:h-[calc(100dvh-8rem)] lg:min-h-96 lg:bg-transparent lg:pb-0"
      >
        {children}
        {/* A phone's way back to the list, floating at the bottom of the dialog. */}
        <ViewSwitch
          view="map"
          onChange={(view) => {
            if (view === 'list') onShowList();
          }}
          className="fixed bottom-4 left-1/2 z-[56] -translate-x-1/2 shadow-lg lg:hidden"
        />
      </div>
    </FocusScope>
  );
}

function preventAutoFocus(event: Event) {
  event.preventDefault();
}
