import { describe, expect, it, vi } from 'vitest';
import type { SessionEndReason } from '../lib/api-client';
import { installSessionEndHandler } from './session-end';

/** The handler as the router installs it, on a router at `pathname` and a store signing out or not. */
function install({ isSigningOut }: { isSigningOut: boolean }) {
  const router = { state: { location: { pathname: '/', state: null } }, navigate: vi.fn(async () => {}) };
  const authStore = { signOut: vi.fn(async () => {}), isSigningOut: () => isSigningOut };
  let handler: (reason: SessionEndReason) => void = () => {};
  installSessionEndHandler(router as never, authStore, (next) => {
    handler = next;
  });
  return { router, authStore, endSession: () => handler(undefined) };
}

describe('the end of a session', () => {
  it('signs out and goes to the sign-in page, remembering where the person was', async () => {
    const { router, authStore, endSession } = install({ isSigningOut: false });
    endSession();
    await vi.waitFor(() => expect(router.navigate).toHaveBeenCalledOnce());
    expect(authStore.signOut).toHaveBeenCalledOnce();
    expect(router.navigate).toHaveBeenCalledWith(
      '/signIn',
      expect.objectContaining({ state: expect.anything() }),
    );
  });

  it('leaves a sign-out under way where it chose to go: a refusal meanwhile is its echo', async () => {
    const { router, authStore, endSession } = install({ isSigningOut: true });
    endSession();
    await Promise.resolve();
    expect(authStore.signOut).not.toHaveBeenCalled();
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
