import hotToast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The module as a page load finds it: no toast raised yet (an earlier test file may have raised one). */
async function importFreshToast() {
  vi.resetModules();
  return import('./toast');
}

/** Lets the library's import and the queued raises run. */
const raised = () => vi.waitFor(() => expect(hotToast.dismiss).toHaveBeenCalled());

describe('toast', () => {
  it('asks for the toaster at the first toast, and raises each in react-hot-toast in order, ids known at once', async () => {
    const calls: string[] = [];
    vi.spyOn(hotToast, 'loading').mockImplementation((message) => {
      calls.push(`loading ${message}`);
      return '';
    });
    vi.spyOn(hotToast, 'success').mockImplementation((message, options) => {
      calls.push(`success ${message} ${options?.id}`);
      return '';
    });
    vi.spyOn(hotToast, 'dismiss').mockImplementation((id) => {
      calls.push(`dismiss ${id}`);
    });
    const { isToasterWanted, subscribeToasterWanted, toast } = await importFreshToast();
    const asked = vi.fn();
    const unsubscribe = subscribeToasterWanted(asked);
    expect(isToasterWanted()).toBe(false);

    const id = toast.loading('Offering…');
    expect(id).toMatch(/^nl-toast-\d+$/);
    expect(isToasterWanted()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);
    toast.success('Offered', { id });
    toast.success('Saved');
    toast.dismiss(id);
    await raised();
    expect(calls).toEqual([
      'loading Offering…',
      `success Offered ${id}`,
      expect.stringMatching(/^success Saved nl-toast-\d+$/),
      `dismiss ${id}`,
    ]);
    expect(asked).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
