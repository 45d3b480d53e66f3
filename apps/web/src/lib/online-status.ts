/** Whether the browser has a network, for useSyncExternalStore; the server renders as online. */
export function subscribeOnlineStatus(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function readIsOnline(): boolean {
  return navigator.onLine;
}

export function readIsOnlineOnServer(): boolean {
  return true;
}
