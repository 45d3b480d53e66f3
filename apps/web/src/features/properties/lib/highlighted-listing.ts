import { useSyncExternalStore } from 'react';

/**
 * The listing whose card the pointer or the keyboard is on, for the map beside the list to mark its pin.
 * A tiny store outside React state: hovering a card re-renders only the marker (or cluster) whose answer
 * changes, never the page, the list or the map around it.
 */
export type HighlightedListing = {
  get: () => string | undefined;
  set: (id: string | undefined) => void;
  subscribe: (onChange: () => void) => () => void;
};

export function createHighlightedListing(): HighlightedListing {
  let current: string | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (id) => {
      if (id === current) return;
      current = id;
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

const NOBODY = () => false;

/** Whether `isMarked` holds for the highlighted listing; re-renders only when that answer changes. */
export function useIsHighlighted(
  highlighted: HighlightedListing | undefined,
  isMarked: (id: string) => boolean,
): boolean {
  return useSyncExternalStore(
    highlighted?.subscribe ?? (() => () => undefined),
    () => {
      const id = highlighted?.get();
      return id === undefined ? false : isMarked(id);
    },
    NOBODY,
  );
}
