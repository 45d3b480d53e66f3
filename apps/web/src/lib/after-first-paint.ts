/** How long to wait for a frame at most: a page opened in a background tab draws none until it is shown. */
const LONGEST_WAIT_MS = 1000;

/**
 * Resolves once the browser has drawn the page as it stands: a task queued from a frame's animation callback
 * runs after that frame's style, layout and paint. Resolves after LONGEST_WAIT_MS if no frame comes.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, LONGEST_WAIT_MS);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}
