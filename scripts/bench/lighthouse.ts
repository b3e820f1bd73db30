/**
 * Lighthouse 12 mobile (its default: a Moto G Power screen, simulated slow 4G and 4× CPU) on
 * `/`, `/login` and `/signup` as a new visitor, then on `/bookings`, `/statements` and `/diary` as
 * the London worker (issue 28: logged in through the API, the session cookie set in the browser,
 * the cookie banner answered as a returning worker has), performance and accessibility, RUNS times
 * each in turn (so the pages share the machine's ups and downs); each figure is the median of its
 * runs, taken separately. The HTTP cache is cleared before every page, logged in or not.
 *
 * Chromium is Debian's, started once by chrome-launcher with the browser tests' flags
 * (playwright.config.ts). Only those two categories run: the SEO and best-practice audits would
 * fetch robots.txt and check external resources, and nothing beyond 127.0.0.1 is reachable here.
 * A fresh visitor on the public pages (no cookie at all): the cookie banner shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import playwrightConfig from '../../playwright.config';
import { median, ms, type BenchRow } from './report';

import { clearBrowserCookies, setBrowserCookies } from './browser-cookies';
import { logInCookies } from './log-in';

const VISITOR_PAGES = ['/', '/login', '/signup'];
const WORKER_PAGES = ['/bookings', '/statements', '/diary'];
export const LIGHTHOUSE_PAGES = [...VISITOR_PAGES, ...WORKER_PAGES];
/** Issue 15's target for the public pages, issue 28's for the worker's. */
const TARGET: Record<string, number> = Object.fromEntries([...VISITOR_PAGES.map((page) => [page, 98]), ...WORKER_PAGES.map((page) => [page, 95])]);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Where to keep each run's full report (BENCH_LIGHTHOUSE_SAVE), to see where a page's time goes. */
const SAVE_DIR = process.env.BENCH_LIGHTHOUSE_SAVE;
/** Only these pages (BENCH_LIGHTHOUSE_PAGES=/bookings,/diary), while working on them. */
const ONLY_PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
const PAGES = ONLY_PAGES.length ? LIGHTHOUSE_PAGES.filter((page) => ONLY_PAGES.includes(page)) : LIGHTHOUSE_PAGES;

interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The longest main-thread task Lighthouse lists (its long-tasks audit, at the simulated 4× CPU). */
  longestTaskMs: number;
  failedContrast: string[];
}

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like) is tried again, twice at most. */
async function auditOnce(url: string, port: number, log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      maxWaitForLoad: 45_000,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
    log(`  lighthouse ${url}: ${error.code}, running it again`);
  }
}

export async function measureLighthouse(baseUrl: string, log: (line: string) => void): Promise<BenchRow[]> {
  const flags = playwrightConfig.use?.launchOptions?.args ?? [];
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: flags, logLevel: 'error' });
  const runs = new Map<string, RunFigures[]>(PAGES.map((page) => [page, []]));
  try {
    const session = await logInCookies(baseUrl);
    for (let run = 1; run <= RUNS; run++) {
      for (const page of PAGES) {
        if (page === PAGES.find((p) => VISITOR_PAGES.includes(p))) await clearBrowserCookies(chrome.port);
        if (page === PAGES.find((p) => WORKER_PAGES.includes(p))) await setBrowserCookies(chrome.port, baseUrl, [...session, { name: 'cookie_banner_dismissed', value: '1' }]);
        const lhr = await auditOnce(`${baseUrl}${page}`, chrome.port, log);
        if (SAVE_DIR) {
          fs.mkdirSync(SAVE_DIR, { recursive: true });
          fs.writeFileSync(path.join(SAVE_DIR, `${page.slice(1) || 'home'}-${run}.json`), JSON.stringify(lhr));
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const contrast = lhr.audits['color-contrast']?.details;
        const figures: RunFigures = {
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
          longestTaskMs: longestTask(lhr.audits['long-tasks']?.details),
          failedContrast:
            contrast && contrast.type === 'table'
              ? contrast.items.map((item) => String((item.node as { snippet?: string } | undefined)?.snippet ?? '')).slice(0, 3)
              : [],
        };
        runs.get(page)!.push(figures);
        // Nothing beyond the portal may be asked for (no network here, and a hang would skew the figures).
        const requests = lhr.audits['network-requests']?.details;
        const elsewhere =
          requests && requests.type === 'table'
            ? requests.items.map((item) => String(item.url)).filter((url) => !url.startsWith(`${baseUrl}/`) && !url.startsWith('data:'))
            : [];
        if (elsewhere.length) log(`  lighthouse ${page}: requests beyond the portal: ${elsewhere.join(', ')}`);
        log(
          `  lighthouse run ${run}/${RUNS} ${page}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
            `LCP ${ms(figures.lcpMs)}, CLS ${figures.cls.toFixed(3)}, TBT ${ms(figures.tbtMs)}, longest task ${ms(figures.longestTaskMs)}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }

  const perPage = PAGES.map((page) => {
    const all = runs.get(page)!;
    return {
      page,
      performance: median(all.map((r) => r.performance)),
      accessibility: median(all.map((r) => r.accessibility)),
      lcpMs: median(all.map((r) => r.lcpMs)),
      cls: median(all.map((r) => r.cls)),
      maxCls: Math.max(...all.map((r) => r.cls)),
      tbtMs: median(all.map((r) => r.tbtMs)),
      longestTaskMs: median(all.map((r) => r.longestTaskMs)),
      failedContrast: [...new Set(all.flatMap((r) => r.failedContrast))],
    };
  });
  const rows: BenchRow[] = perPage.map((p) => ({
    what: `Lighthouse mobile performance ${p.page} (median of ${RUNS})`,
    target: `≥ ${TARGET[p.page]}`,
    figure: `${p.performance} (LCP ${(p.lcpMs / 1000).toFixed(2)} s, CLS ${p.cls.toFixed(3)} (max ${p.maxCls.toFixed(3)}), TBT ${Math.round(p.tbtMs)} ms, longest task ${Math.round(p.longestTaskMs)} ms)`,
    values: { score: p.performance, lcpMs: Math.round(p.lcpMs), cls: Number(p.cls.toFixed(4)), maxCls: Number(p.maxCls.toFixed(4)), tbtMs: Math.round(p.tbtMs), longestTaskMs: Math.round(p.longestTaskMs), runs: RUNS },
    pass: p.performance >= TARGET[p.page]!,
  }));
  rows.push(
    ...perPage.map((p) => ({
      what: `Lighthouse accessibility ${p.page} (median of ${RUNS})`,
      target: '100',
      figure: `${p.accessibility}${p.failedContrast.length ? ` (contrast: ${p.failedContrast.length} element${p.failedContrast.length > 1 ? 's' : ''})` : ''}`,
      values: { score: p.accessibility, failedContrast: p.failedContrast.join(' ') || null },
      pass: p.accessibility >= 100,
    })),
  );
  return rows;
}

function longestTask(details: unknown): number {
  const items = (details as { type?: string; items?: { duration?: unknown }[] } | undefined)?.items ?? [];
  return Math.max(0, ...items.map((item) => Number(item.duration) || 0));
}
