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
    document.body.replaceChildren();
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

  it('waits for the largest picture first, or not much longer than 2.5 s', async () => {
    document.body.innerHTML =
      '<img fetchpriority="high" alt="" src="/hero.webp"><img alt="" src="/card.webp">';
    const [hero, card] = Array.from(document.querySelectorAll('img'));
    let decoded: () => void = () => {};
    const heroDecode = vi.spyOn(hero as HTMLImageElement, 'decode').mockReturnValue(
      new Promise<void>((resolve) => {
        decoded = resolve;
      }),
    );
    const cardDecode = vi.spyOn(card as HTMLImageElement, 'decode');
    const wait = track(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(0);
    decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    expect([heroDecode.mock.calls.length, cardDecode.mock.calls.length]).toEqual([1, 0]);
    for (const frame of frames.splice(0)) frame(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.isDone).toBe(true);

    vi.spyOn(hero as HTMLImageElement, 'decode').mockReturnValue(new Promise<void>(() => {}));
    const stuck = track(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(2499);
    expect(frames).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(frames).toHaveLength(1);
    for (const frame of frames.splice(0)) frame(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(stuck.isDone).toBe(true);
  });
});
