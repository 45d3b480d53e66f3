import { describe, expect, it, vi } from 'vitest';

// The toaster's code cannot be loaded (offline): importing react-hot-toast fails.
vi.mock('react-hot-toast', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('toast without its library', () => {
  it("hands the latest message to the app's own notice, and asks for the toaster again at the next toast", async () => {
    const { readFallbackNote, readToasterAttempt, subscribeFallbackNote, toast, dismissFallbackNote } =
      await import('./toast');
    const changed = vi.fn();
    subscribeFallbackNote(changed);
    const id = toast.loading('Sending…');
    toast.error('Nestlane could not be reached.', { id });
    await vi.waitFor(() => expect(readFallbackNote()).not.toBeNull());
    expect(readFallbackNote()).toEqual({ id, kind: 'error', text: 'Nestlane could not be reached.' });
    const attempt = readToasterAttempt();

    dismissFallbackNote();
    expect(readFallbackNote()).toBeNull();
    toast.success('Saved');
    expect(readToasterAttempt()).toBe(attempt + 1);
    await vi.waitFor(() => expect(readFallbackNote()).toMatchObject({ kind: 'success', text: 'Saved' }));
    expect(changed).toHaveBeenCalled();
  });
});
