/** How long to wait for a frame at most: a page opened in a background tab draws none until it is shown. */
const LONGEST_FRAME_WAIT_MS = 1000;

/** How long the page's largest pictures may hold the app back: on a slow network the page works before. */
const LONGEST_PICTURE_WAIT_MS = 2500;

/** The pictures a server-rendered page marks as its largest paint (decision 041): the hero, a cover. */
const LARGEST_PICTURES = 'img[fetchpriority="high"]';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves once the browser has drawn the page as it stands: a task queued from a frame's animation callback
 * runs after that frame's style, layout and paint. Resolves after LONGEST_FRAME_WAIT_MS if no frame comes.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, LONGEST_FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}

/**
 * Resolves once the page is on screen with its largest pictures (loaded and decoded, or failed, or
 * LONGEST_PICTURE_WAIT_MS gone by), so what comes next (the app's code) does not compete with them.
 */
export async function afterFirstPaint(doc: Document = document): Promise<void> {
  const pictures = [...doc.querySelectorAll<HTMLImageElement>(LARGEST_PICTURES)];
  if (pictures.length > 0) {
    await Promise.race([
      Promise.allSettled(pictures.map((picture) => picture.decode())),
      wait(LONGEST_PICTURE_WAIT_MS),
    ]);
  }
  await afterNextFrame();
}
