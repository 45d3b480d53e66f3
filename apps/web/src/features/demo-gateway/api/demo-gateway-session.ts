import type {
  DemoGatewayMethod,
  DemoGatewayOutcome,
  DemoGatewayRedirect,
  DemoGatewaySession,
} from '@nestlane/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/demo-gateway/{sessionKey}: the session the gateway page shows (no sign-in: the key is the credential). */
export function useDemoGatewaySession(sessionKey: string) {
  return useQuery({
    queryKey: ['demoGatewaySession', sessionKey],
    queryFn: () => fetchJson<DemoGatewaySession>(`/demo-gateway/${encodeURIComponent(sessionKey)}`),
  });
}

/** POST /api/demo-gateway/{sessionKey}/pay: answers the form the browser posts back to the merchant. */
export function usePayDemoGatewaySession(sessionKey: string) {
  return useMutation({
    mutationFn: (choice: { method: DemoGatewayMethod; outcome: DemoGatewayOutcome }) =>
      fetchJson<DemoGatewayRedirect>(`/demo-gateway/${encodeURIComponent(sessionKey)}/pay`, {
        method: 'POST',
        body: JSON.stringify(choice),
      }),
  });
}

/** POST /api/demo-gateway/{sessionKey}/ipn: the gateway confirms a pending payment and posts its late IPN now. */
export function useSendDemoGatewayIpn(sessionKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      fetchJson<{ sent: true }>(`/demo-gateway/${encodeURIComponent(sessionKey)}/ipn`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['demoGatewaySession', sessionKey] }),
  });
}
