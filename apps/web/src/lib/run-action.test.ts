import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { runAction } from './run-action';
import { toast } from './toast';

function spyOnToasts() {
  return {
    loading: vi.spyOn(toast, 'loading').mockReturnValue('toast-1'),
    success: vi.spyOn(toast, 'success'),
    error: vi.spyOn(toast, 'error'),
    dismiss: vi.spyOn(toast, 'dismiss'),
  };
}

describe('runAction', () => {
  it('toasts the success and answers true', async () => {
    const toasts = spyOnToasts();
    await expect(runAction(async () => {}, 'Property Deleted')).resolves.toBe(true);
    expect(toasts.success).toHaveBeenCalledWith('Property Deleted', { id: undefined });
    expect(toasts.loading).not.toHaveBeenCalled();
  });

  it("replaces the loading toast with the server's refusal and answers false", async () => {
    const toasts = spyOnToasts();
    const refused = () => Promise.reject(new ApiError(409, 'This Property Is No Longer Available'));
    await expect(runAction(refused, 'Offered', { loading: 'Offering…' })).resolves.toBe(false);
    expect(toasts.loading).toHaveBeenCalledWith('Offering…');
    expect(toasts.error).toHaveBeenCalledWith('This Property Is No Longer Available', { id: 'toast-1' });
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it.each([401, 403])(
    'after a %i only drops the loading toast: the API client has signed out',
    async (status) => {
      const toasts = spyOnToasts();
      const refused = () => Promise.reject(new ApiError(status, 'Please sign in first'));
      await expect(runAction(refused, 'Offered', { loading: 'Offering…' })).resolves.toBe(false);
      expect(toasts.dismiss).toHaveBeenCalledWith('toast-1');
      expect(toasts.error).not.toHaveBeenCalled();
      expect(toasts.success).not.toHaveBeenCalled();
    },
  );
});
