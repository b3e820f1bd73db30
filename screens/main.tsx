import { afterFirstPaint, preloadPageModules, unlessPageIsBeingLeft, watchForLeaving } from './shared/paint-first';
import './ui/theme.css';

/*
 * The entry is kept small. A prerendered page is drawn first (app/paint-first.ts); then the page's
 * code is fetched, and GET /api/me is sent at once, in parallel with it (app/session/early-me.ts).
 */
const stopWatching = watchForLeaving();
await afterFirstPaint();
preloadPageModules();
const booting = import('./app/boot').then(({ boot }) => boot);
const { startEarlySessionRequest } = await import('./shared/session/early-me');
startEarlySessionRequest(document.documentElement.lang || 'en-GB');

const boot = await booting;
await boot({ unlessPageIsBeingLeft });
stopWatching();
// The service worker follows the region's setting: registered or removed by the root layout
// (app/use-service-worker-setting.ts) once the page's settings are known.
