import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** Whether a promise has settled, read synchronously. */
function track(promise: Promise<void>) {
  const state = { isDone: false };
  void promise.then(() => {
    state.isDone = true;
  });
  return state;
}

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for a frame, then for the task after it', async () => {
    const wait = track(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.isDone).toBe(false);
    for (const frame of frames.splice(0)) frame(0);
    expect(wait.isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.isDone).toBe(true);
  });

  it('does not wait forever where no frame is drawn (a background tab)', async () => {
    const wait = track(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(999);
    expect(wait.isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.isDone).toBe(true);
  });
});
