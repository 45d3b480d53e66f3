import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoModeQueryOptions } from '../lib/demo-mode';
import { stubApi } from '../test/api-stub';
import { DEMO_BADGE_DETAIL, DemoBadge } from './demo-badge';

function renderBadge() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <p>
        Nestlane <DemoBadge />
      </p>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

describe('DemoBadge', () => {
  it('says plainly that this Nestlane is a demo, with what that means for screen readers', async () => {
    stubApi({ '/api/config': () => ({ demo: true }) });
    renderBadge();
    expect(await screen.findByText('Demo')).toBeVisible();
    expect(screen.getByText(`: ${DEMO_BADGE_DETAIL}`)).toBeInTheDocument();
  });

  it('shows nothing outside demo mode', async () => {
    stubApi({ '/api/config': () => ({ demo: false }) });
    const { container, queryClient } = renderBadge();
    await waitFor(() => expect(queryClient.getQueryData(demoModeQueryOptions.queryKey)).toBe(false));
    expect(container.textContent).toBe('Nestlane ');
  });
});
