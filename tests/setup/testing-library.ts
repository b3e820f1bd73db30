/*
 * Screens load lazily (each route is its own chunk), and on a busy two-core machine the first
 * render of a page can take longer than Testing Library's default second: findBy* queries wait
 * up to 5 s. A test that fails still fails, only later.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });

/*
 * Forms that need RJSF load it as a chunk of its own (engine/react/schema-form.tsx,
 * preloadFormEngine in engine/react/form-engine.ts); in the app it arrives with the form. Loaded here once, so a test renders
 * every form at once, as the browser does once the chunk is there.
 */
if (typeof window !== 'undefined') {
  const { preloadFormEngine } = await import('../../engine/react/form-engine');
  await preloadFormEngine();
}
