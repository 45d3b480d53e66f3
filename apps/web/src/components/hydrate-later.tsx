import { type ReactNode, Suspense, useState } from 'react';
import { type HydrationTurn, takeHydrationTurn } from '../lib/hydration-queue';

/**
 * Hydrates its child after the rest of the page, in a task of its own (lib/hydration-queue.ts): while it
 * waits, its server HTML stays as it is, drawn and readable, its links working as plain links. Outside the
 * first hydration it renders at once. The child must render one element: that is the HTML kept.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // In the parent of the suspending part, so the turn outlives the suspension.
  const [turn] = useState(takeHydrationTurn);
  return (
    <Suspense fallback={null}>
      <AfterTurn turn={turn}>{children}</AfterTurn>
    </Suspense>
  );
}

function AfterTurn({ turn, children }: { turn: HydrationTurn | null; children: ReactNode }) {
  // Suspending while hydrating keeps the server's DOM until the promise resolves (React and Preact alike).
  if (turn && !turn.isDone) throw turn.done;
  return children;
}
