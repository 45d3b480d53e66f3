import './lib/configure-zod';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './index.css';
import { preloadPageModules } from './app/page-modules';
import { afterFirstPaint } from './lib/after-first-paint';
import { holdEarlyClicks } from './lib/early-clicks';
import { SERVER_STATE_ELEMENT_ID } from './ssr/server-state';

/**
 * The entry chunk is only this: the styles, and a start. A server-rendered page (decision 033) is drawn
 * from its HTML and CSS first; the app's code (~75 KB) and the page's chunk are fetched once it is on
 * screen, so on a slow phone they do not compete with the styles, the font and the largest picture for the
 * network or the main thread. The page shell has nothing to draw: its app starts at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const isServerRendered = document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;
// A button pressed before the app has taken over the server's HTML is pressed again once it has.
const earlyClicks = isServerRendered ? holdEarlyClicks() : null;
void (isServerRendered ? afterFirstPaint() : Promise.resolve()).then(async () => {
  if (isServerRendered) preloadPageModules(window.location.pathname);
  const { startApp } = await import('./app/start-app');
  await startApp(root);
  if (earlyClicks) {
    earlyClicks.releaseTyping();
    const { whenHydrationDone } = await import('./lib/hydration-queue');
    await whenHydrationDone();
    earlyClicks.release();
  }
});
