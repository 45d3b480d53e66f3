/**
 * The app's toasts: react-hot-toast's `toast`, which also asks for the toaster the first time one is
 * raised. The toaster (its component and CSS-in-JS runtime, whose injected styles restyle the whole
 * page) is mounted only then (app/providers.tsx): a visit that never sees a toast never loads or styles
 * it (issue 13, decision 033 "Mobile performance"); react-hot-toast itself is loaded at the first toast
 * too. Its store keeps raised toasts, so the first one shows as soon as the toaster mounts.
 * A message constant ('Review Deleted', the spec's strings) shows in the language being read (decision 040).
 */
import { localizeMessage } from '../i18n/localize-message';

type Listener = () => void;
const listeners = new Set<Listener>();
let isWanted = false;

function want() {
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

/** Whether a toast has been raised, so the toaster must be on the page. */
export function isToasterWanted(): boolean {
  return isWanted;
}

/** For useSyncExternalStore: calls `listener` when the first toast is raised. */
export function subscribeToasterWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type HotToast = typeof import('react-hot-toast').default;
type Message = Parameters<HotToast['success']>[0];
type Options = Parameters<HotToast['success']>[1];
type Kind = 'blank' | 'success' | 'error' | 'loading';

let library: Promise<HotToast> | undefined;
/** react-hot-toast itself, loaded at the first toast: its module evaluation is a long task on a phone. */
const loadLibrary = () => {
  library ??= import('react-hot-toast').then((module) => module.default);
  return library;
};
let lastId = 0;

/**
 * Raises a toast once the library is there, in the order raised; answers its id at once (the caller's,
 * or a new one), so a loading toast can be replaced or dismissed before the library has loaded.
 */
function raise(kind: Kind, message: Message, options?: Options): string {
  want();
  lastId += 1;
  const id = options?.id ?? `nl-toast-${lastId}`;
  const text = typeof message === 'string' ? localizeMessage(message) : message;
  void loadLibrary().then((hot) => (kind === 'blank' ? hot : hot[kind])(text, { ...options, id }));
  return id;
}

export const toast = Object.assign(
  (message: Message, options?: Options) => raise('blank', message, options),
  {
    success: (message: Message, options?: Options) => raise('success', message, options),
    error: (message: Message, options?: Options) => raise('error', message, options),
    loading: (message: Message, options?: Options) => raise('loading', message, options),
    dismiss: (id?: string) => {
      void loadLibrary().then((hot) => hot.dismiss(id));
    },
  },
);
