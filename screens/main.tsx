import { startEarlySessionRequest } from './app/session/early-me';
import { registerServiceWorker } from './app/register-service-worker';
import './ui/theme.css';

/*
 * The entry is kept small: it asks for the session (GET /api/me) at once, while the app's code
 * (preloaded by the page's <link rel="modulepreload">) and the page's language load.
 */
startEarlySessionRequest(document.documentElement.lang || 'en-GB');

const { boot } = await import('./app/boot');
await boot();

registerServiceWorker();
