/**
 * Lighthouse 12 mobile (its default: a Moto G Power screen, simulated slow 4G and 4× CPU) on
 * `/`, `/login` and `/signup`, performance and accessibility, RUNS times each in turn (so the pages
 * share the machine's ups and downs); each figure is the median of its runs, taken separately.
 *
 * Chromium is Debian's, started once by chrome-launcher with the browser tests' flags
 * (playwright.config.ts). Only those two categories run: the SEO and best-practice audits would
 * fetch robots.txt and check external resources, and nothing beyond 127.0.0.1 is reachable here.
 * A fresh visitor each run (Lighthouse clears the origin's storage): the cookie banner shows.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import playwrightConfig from '../../playwright.config';
import { median, ms, type BenchRow } from './report';

export const LIGHTHOUSE_PAGES = ['/', '/login', '/signup'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
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
  const runs = new Map<string, RunFigures[]>(LIGHTHOUSE_PAGES.map((page) => [page, []]));
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const page of LIGHTHOUSE_PAGES) {
        const lhr = await auditOnce(`${baseUrl}${page}`, chrome.port, log);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const contrast = lhr.audits['color-contrast']?.details;
        const figures: RunFigures = {
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
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
            `LCP ${ms(figures.lcpMs)}, CLS ${figures.cls.toFixed(3)}, TBT ${ms(figures.tbtMs)}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }

  const perPage = LIGHTHOUSE_PAGES.map((page) => {
    const all = runs.get(page)!;
    return {
      page,
      performance: median(all.map((r) => r.performance)),
      accessibility: median(all.map((r) => r.accessibility)),
      lcpMs: median(all.map((r) => r.lcpMs)),
      cls: median(all.map((r) => r.cls)),
      maxCls: Math.max(...all.map((r) => r.cls)),
      tbtMs: median(all.map((r) => r.tbtMs)),
      failedContrast: [...new Set(all.flatMap((r) => r.failedContrast))],
    };
  });
  const rows: BenchRow[] = perPage.map((p) => ({
    what: `Lighthouse mobile performance ${p.page} (median of ${RUNS})`,
    target: '≥ 98',
    figure: `${p.performance} (LCP ${(p.lcpMs / 1000).toFixed(2)} s, CLS ${p.cls.toFixed(3)} (max ${p.maxCls.toFixed(3)}), TBT ${Math.round(p.tbtMs)} ms)`,
    values: { score: p.performance, lcpMs: Math.round(p.lcpMs), cls: Number(p.cls.toFixed(4)), maxCls: Number(p.maxCls.toFixed(4)), tbtMs: Math.round(p.tbtMs), runs: RUNS },
    pass: p.performance >= 98,
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
