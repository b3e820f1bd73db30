import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pwaPlugin } from './scripts/pwa/vite-pwa-plugin';
import { lazyMarkdownPlugin } from './scripts/build/lazy-markdown-plugin';
import { precompressPlugin } from './scripts/build/precompress-plugin';
import { languageNamesPlugin } from './scripts/build/language-names-plugin';
import { localeJsonPlugin } from './scripts/build/locale-json-plugin';

/**
 * The browser app. The repository root is the Vite root so `index.html` sits next to
 * package.json and `/screens/main.tsx` is its entry; the build lands in dist/client, which
 * the server serves (hashed files under /assets get a year-long cache there).
 */
/** Where the dev and preview servers send /api (the API server's default port unless told). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: '.',
  publicDir: 'public',
  // pwaPlugin: the web app manifest, its icons and the service worker (R§9), in the build only.
  // lazyMarkdownPlugin: RJSF's markdown renderer only when a form asks for markdown.
  // languageNamesPlugin: the language pickers' names, without loading every locale file.
  // localeJsonPlugin: each locale file as one JSON string, without the e-mails' words.
  // precompressPlugin: .br and .gz beside every compressible file, once all are written (so after pwaPlugin).
  plugins: [lazyMarkdownPlugin(), localeJsonPlugin(), react(), pwaPlugin(), languageNamesPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // dist/client/.vite/manifest.json: which files each route loads (scripts/lib/route-sizes.ts).
    manifest: true,
    target: 'es2022',
    // Every browser the portal supports (es2022) knows <link rel="modulepreload">: no polyfill
    // (it was one more file before a prerendered page's first paint).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app, and the offline page the service worker shows when a page cannot be fetched.
      input: { main: 'index.html', offline: 'offline.html' },
      output: {
        // The libraries every page needs get chunks of their own, so a release that changes
        // only our code leaves them cached. Only eagerly used libraries belong here: a
        // library only a lazy page uses (forms, validators) must stay in that page's chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'data', test: /[\\/]node_modules[\\/](@tanstack|i18next|react-i18next|ky)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
});
