import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

/** The browser says it has no network (navigator.onLine false), as when a phone loses its signal. */
function goOffline() {
  onlineManager.setOnline(false);
}

afterEach(() => onlineManager.setOnline(true));

describe('the query client offline (decision 056)', () => {
  it('tries a write and lets it fail where the person acted, never holding it to send later', async () => {
    goOffline();
    const client = createQueryClient();
    const send = vi.fn(() => Promise.reject(new Error('Nestlane could not be reached.')));
    const observer = new MutationObserver(client, { mutationFn: send });

    await expect(observer.mutate()).rejects.toThrow('Nestlane could not be reached.');
    expect(send).toHaveBeenCalledTimes(1);
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.isPaused),
    ).toEqual([false]);
  });

  it('still tries a read once, which the service worker may answer from what it kept', async () => {
    goOffline();
    const client = createQueryClient();
    const read = vi.fn(() => Promise.resolve({ propertyTitle: 'Kept listing' }));
    const observer = new QueryObserver(client, { queryKey: ['property', 'kept'], queryFn: read });
    const settled = new Promise((resolve) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.isSuccess) {
          unsubscribe();
          resolve(result.data);
        }
      });
    });

    await expect(settled).resolves.toEqual({ propertyTitle: 'Kept listing' });
    expect(read).toHaveBeenCalledTimes(1);
  });
});
