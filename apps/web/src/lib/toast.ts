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

/**
 * When the toaster's code cannot be loaded (the network went down: the very moment a failure must be told),
 * the last message raised is shown by the app's own notice instead (app/fallback-notice.tsx, part of the
 * first load), so a failed import is never the only feedback. The next toast tries the toaster again.
 */
export type FallbackNote = { id: string; kind: Exclude<Kind, 'loading'>; text: string };
let isToasterReady = false;
let unshown: FallbackNote[] = [];
let fallbackNote: FallbackNote | null = null;
const fallbackListeners = new Set<Listener>();

function setFallbackNote(note: FallbackNote | null) {
  fallbackNote = note;
  for (const listener of fallbackListeners) listener();
}

/** For useSyncExternalStore: the message the toaster could not show, or null. */
export function readFallbackNote(): FallbackNote | null {
  return fallbackNote;
}

export function subscribeFallbackNote(listener: Listener): () => void {
  fallbackListeners.add(listener);
  return () => {
    fallbackListeners.delete(listener);
  };
}

export function dismissFallbackNote() {
  setFallbackNote(null);
}

/** The toaster is on the page: it shows what was raised. */
export function markToasterReady() {
  isToasterReady = true;
  unshown = [];
}

/**
 * How many times the toaster's code has been asked for: a failed load is tried again at the next toast
 * (never in a loop while offline), and the app mounts a fresh lazy toaster for each attempt.
 */
let toasterAttempt = 0;
let hasToasterFailed = false;

export function readToasterAttempt(): number {
  return toasterAttempt;
}

/** The toaster's code could not be loaded: the app's notice shows the latest message; the next toast retries. */
export function markToasterFailed() {
  library = undefined;
  isToasterReady = false;
  hasToasterFailed = true;
  const latest = unshown.at(-1);
  unshown = [];
  if (latest) setFallbackNote(latest);
}

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
  if (hasToasterFailed) {
    hasToasterFailed = false;
    toasterAttempt += 1;
    for (const listener of listeners) listener();
  }
  lastId += 1;
  const id = options?.id ?? `nl-toast-${lastId}`;
  const text = typeof message === 'string' ? localizeMessage(message) : message;
  if (!isToasterReady && kind !== 'loading' && typeof text === 'string') unshown.push({ id, kind, text });
  if (fallbackNote && kind !== 'loading') setFallbackNote(null);
  loadLibrary().then(
    (hot) => (kind === 'blank' ? hot : hot[kind])(text, { ...options, id }),
    () => markToasterFailed(),
  );
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
