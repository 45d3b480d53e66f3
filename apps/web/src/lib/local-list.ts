import { useEffect, useState } from 'react';

/**
 * A short list kept in the browser's localStorage and shared by every component and tab that reads it:
 * the same array until it changes. Storage that is full, blocked or holds something else reads as an
 * empty list.
 */
type Listener = () => void;

export type LocalList<T> = {
  subscribe: (listener: Listener) => () => void;
  getSnapshot: () => readonly T[];
  getServerSnapshot: () => readonly T[];
  write: (items: readonly T[]) => void;
};

const EMPTY: readonly never[] = [];

export function createLocalList<T>(key: string, isItem: (value: unknown) => value is T): LocalList<T> {
  const listeners = new Set<Listener>();
  let cachedText: string | null | undefined;
  let cached: readonly T[] = EMPTY;

  function readText(): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function getSnapshot(): readonly T[] {
    const text = readText();
    if (text === cachedText) return cached;
    cachedText = text;
    cached = parse(text);
    return cached;
  }

  function parse(text: string | null): readonly T[] {
    if (!text) return EMPTY;
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) ? value.filter(isItem) : EMPTY;
    } catch {
      return EMPTY;
    }
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) notify();
  }

  return {
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    write(items) {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(items));
      } catch {
        // Storage full or blocked: the list simply is not kept.
      }
      notify();
    },
  };
}

/**
 * The list, empty on the server and in the render that hydrates the server's HTML (so the two agree:
 * a hydration does not correct attributes such as aria-pressed), then the browser's, kept up to date.
 */
export function useLocalList<T>(list: LocalList<T>): readonly T[] {
  const [items, setItems] = useState(list.getServerSnapshot);
  useEffect(() => {
    const update = () => setItems(list.getSnapshot());
    update();
    return list.subscribe(update);
  }, [list]);
  return items;
}
