import './lib/configure-zod';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './index.css';
import { preloadPageModules } from './app/page-modules';
import { holdEarlyClicks } from './lib/hold-early-clicks';
import { SERVER_STATE_ELEMENT_ID } from './ssr/server-state';

/**
 * The entry chunk is the styles and a start: the app's code and, on a server-rendered page, the route's
 * page chunk are fetched together, rather than one after the other. React's hydration then takes over the
 * server's HTML, hydrating the Suspense boundaries below the fold after the rest and replaying a click
 * that lands on one before it is hydrated (decision 041).
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Before React listens, a button's click waits for it (lib/hold-early-clicks.ts).
const earlyClicks = document.getElementById(SERVER_STATE_ELEMENT_ID) ? holdEarlyClicks() : null;
preloadPageModules(window.location.pathname);
void import('./app/start-app').then(({ startApp }) => startApp(root)).finally(() => earlyClicks?.release());
