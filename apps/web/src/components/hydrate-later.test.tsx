import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydrating } from '../lib/hydration-queue';
import { HydrateLater } from './hydrate-later';

describe('HydrateLater', () => {
  afterEach(() => {
    setHydrating(false);
  });

  it('renders its child at once outside the first hydration', () => {
    render(
      <HydrateLater>
        <p>Card</p>
      </HydrateLater>,
    );
    expect(screen.getByText('Card')).toBeInTheDocument();
  });

  it('met while the page hydrates, waits for its turn, then renders its child', async () => {
    setHydrating(true);
    render(
      <div>
        <p>Heading</p>
        <HydrateLater>
          <p>Card</p>
        </HydrateLater>
      </div>,
    );
    setHydrating(false);
    expect(screen.getByText('Heading')).toBeInTheDocument();
    expect(screen.queryByText('Card')).not.toBeInTheDocument();
    expect(await screen.findByText('Card')).toBeInTheDocument();
    await act(async () => {});
  });
});
