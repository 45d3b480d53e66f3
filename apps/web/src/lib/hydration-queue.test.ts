import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setHydrating, takeHydrationTurn, whenHydrationDone } from './hydration-queue';

describe('takeHydrationTurn', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    setHydrating(false);
    // The queue is module state: let it finish before the next test.
    await vi.runAllTimersAsync();
    vi.useRealTimers();
  });

  it('has nothing to wait for outside the first hydration', () => {
    expect(takeHydrationTurn()).toBeNull();
  });

  it('gives the parts met while hydrating a task each, after the hydration, in order', async () => {
    setHydrating(true);
    const first = takeHydrationTurn();
    const second = takeHydrationTurn();
    setHydrating(false);
    expect([first?.isDone, second?.isDone]).toEqual([false, false]);
    await vi.advanceTimersToNextTimerAsync();
    expect([first?.isDone, second?.isDone]).toEqual([true, false]);
    await vi.advanceTimersToNextTimerAsync();
    expect([first?.isDone, second?.isDone]).toEqual([true, true]);
    await expect(second?.done).resolves.toBeUndefined();
  });

  it('says when every turn has been taken', async () => {
    await expect(whenHydrationDone()).resolves.toBeUndefined();
    setHydrating(true);
    const turn = takeHydrationTurn();
    setHydrating(false);
    let isDone = false;
    void whenHydrationDone().then(() => {
      isDone = true;
    });
    await vi.advanceTimersToNextTimerAsync();
    expect([turn?.isDone, isDone]).toEqual([true, false]);
    await vi.advanceTimersToNextTimerAsync();
    expect(isDone).toBe(true);
  });
});
