/**
 * Hydration in slices (decision 033, "Mobile performance"). A server-rendered page is hydrated in one task;
 * on a slow phone a long page makes that task long enough to block input. Parts marked with <HydrateLater>
 * (below-the-fold cards) keep their server HTML during that task and are hydrated afterwards, one per task,
 * in the order they were met, so the browser can handle input and draw between them.
 */
let isHydrating = false;
const waiting: (() => void)[] = [];
let isReleasing = false;
const drained: (() => void)[] = [];

/** start-app marks the first hydration of a server-rendered page; every other render is at once. */
export function setHydrating(value: boolean): void {
  isHydrating = value;
}

export type HydrationTurn = { isDone: boolean; done: Promise<void> };

/**
 * A place in the queue while the page hydrates (null otherwise: nothing to wait for). Its promise resolves
 * in a later task than the hydration and than the turn before it.
 */
export function takeHydrationTurn(): HydrationTurn | null {
  if (!isHydrating) return null;
  const turn = { isDone: false } as HydrationTurn;
  turn.done = new Promise<void>((resolve) => {
    waiting.push(() => {
      turn.isDone = true;
      resolve();
    });
  });
  if (!isReleasing) {
    isReleasing = true;
    setTimeout(releaseNext, 0);
  }
  return turn;
}

/** Resolves once every part met while hydrating has had its turn (at once when none is waiting). */
export function whenHydrationDone(): Promise<void> {
  if (!isReleasing) return Promise.resolve();
  return new Promise((resolve) => drained.push(resolve));
}

function releaseNext() {
  const release = waiting.shift();
  if (!release) {
    isReleasing = false;
    for (const resolve of drained.splice(0)) resolve();
    return;
  }
  release();
  setTimeout(releaseNext, 0);
}
