import './lib/configure-zod';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './index.css';
import { preloadPageModules } from './app/page-modules';
import { afterFirstPaint } from './lib/after-first-paint';
import { holdEarlyClicks } from './lib/hold-early-clicks';
import { SERVER_STATE_ELEMENT_ID } from './ssr/server-state';

/**
 * The entry chunk is the styles and a start. A server-rendered page is drawn from its HTML and CSS first:
 * the app's code and the route's page chunk are fetched once it is on screen with its largest picture, so
 * on a slow phone they do not compete with the styles, the font and that picture for the network or the
 * main thread (measured in decision 041: fetched at once, they doubled the first paint). React's hydration
 * then takes over the server's HTML, hydrating the Suspense boundaries below the fold after the rest and
 * replaying a click that lands on one before it is hydrated. The page shell has nothing to draw: its app
 * starts at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const isServerRendered = document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;
// Before React listens, a button's click waits for it (lib/hold-early-clicks.ts).
const earlyClicks = isServerRendered ? holdEarlyClicks() : null;
void (isServerRendered ? afterFirstPaint() : Promise.resolve())
  .then(() => {
    preloadPageModules(window.location.pathname);
    return import('./app/start-app');
  })
  .then(({ startApp }) => startApp(root))
  .finally(() => earlyClicks?.release());
