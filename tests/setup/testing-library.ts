/*
 * Screens load lazily (each route is its own chunk), and on a busy two-core machine the first
 * render of a page can take longer than Testing Library's default second: findBy* queries wait
 * up to 5 s. A test that fails still fails, only later.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
