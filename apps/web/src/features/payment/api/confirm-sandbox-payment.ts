import type { sandboxConfirmBodySchema, sandboxConfirmResultSchema } from '@nestlane/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchJson } from '../../../lib/api-client';

type SandboxConfirmBody = z.output<typeof sandboxConfirmBodySchema>;
type SandboxConfirmResult = z.output<typeof sandboxConfirmResultSchema>;

/**
 * POST /api/sandbox/confirm (demo mode only): the built-in provider charges the test card like Stripe's
 * test mode; a declined card answers 402 with Stripe's own wording.
 */
export function confirmSandboxPayment(body: SandboxConfirmBody): Promise<SandboxConfirmResult> {
  return fetchJson<SandboxConfirmResult>('/sandbox/confirm', { method: 'POST', body: JSON.stringify(body) });
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
