/**
 * Registers the service worker (R§9) of a production build: /sw.js, built by
 * scripts/pwa/vite-pwa-plugin.ts. The dev server has none (no build, and its modules change on
 * every edit). A new version installs in the background and takes over on the next visit: the
 * worker never skips waiting, so an open page keeps the files it started with.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { type: 'module', scope: '/' }).catch(() => {
      // Without a worker the portal works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
