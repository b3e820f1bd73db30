/**
 * `npm run graph:server`: the server's import graph between its folders, for a reader (and a
 * reviewer) to see which way the arrows run. Prints every folder-to-folder arrow with its count,
 * the pairs of folders that import each other, and the arrows that run up the layers of
 * docs/decisions/0002 (entry points -> seeds -> features -> platform): platform importing a feature,
 * a seed or an entry point, or anything below the entry points importing a seed.
 * `--dot` prints the graph for Graphviz instead (`npm run graph:server -- --dot | dot -Tsvg > g.svg`).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'server');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The folder a file belongs to: `platform/<x>` below the platform, else the first folder under server/ (entry points by name). */
function unitOf(file: string): string {
  const parts = path.relative(serverDir, file).split(path.sep);
  if (parts.length === 1) return parts[0].replace(/\.tsx?$/, '');
  if (parts[0] === 'platform' && parts.length > 2) return `platform/${parts[1]}`;
  if (parts[0] === 'db' && parts[1] === 'seed') return 'seed';
  return parts[0];
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const edges = new Map<string, number>();
for (const file of sourceFiles(serverDir)) {
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target || !target.startsWith(serverDir + path.sep)) continue;
    const [a, b] = [unitOf(file), unitOf(target)];
    if (a !== b) edges.set(`${a} -> ${b}`, (edges.get(`${a} -> ${b}`) ?? 0) + 1);
  }
}

const ENTRY_POINTS = new Set(['app', 'main', 'serve', 'features']);
/**
 * `--before`: the tree as it was before the platform folder (issue 30), read with the same layers:
 * the folders and files that became the platform count as platform, server/platform/db's seeds as seeds.
 */
const OLD_PLATFORM = new Set(['config', 'api', 'api-schemas', 'auth', 'db', 'jobs', 'limits', 'lifecycle', 'mail', 'openapi', 'plugins', 'regions', 'ssr', 'audit', 'payments', 'assets', 'client-info', 'errors', 'precompressed-files', 'deps', 'test-clock', 'lazy-pdf-lib', 'pdf-fonts', 'locale-text', 'schema-compilers']);
const before = process.argv.includes('--before');
const layerOf = (unit: string) =>
  ENTRY_POINTS.has(unit) ? 3 : unit === 'seed' ? 2 : unit.startsWith('platform') || (before && OLD_PLATFORM.has(unit)) ? 0 : 1;
const sorted = [...edges.entries()].sort(([a], [b]) => a.localeCompare(b));

if (process.argv.includes('--dot')) {
  console.log('digraph server {\n  rankdir=LR;');
  for (const [edge, count] of sorted) console.log(`  "${edge.replace(' -> ', '" -> "')}" [label=${count}];`);
  console.log('}');
} else {
  const mutual = sorted.filter(([edge]) => {
    const [a, b] = edge.split(' -> ');
    return a < b && edges.has(`${b} -> ${a}`);
  });
  const upward = sorted.filter(([edge]) => {
    const [a, b] = edge.split(' -> ');
    return layerOf(b) > layerOf(a);
  });
  console.log(`${edges.size} arrows between ${new Set(sorted.flatMap(([e]) => e.split(' -> '))).size} folders`);
  console.log(`\nfolders importing each other (${mutual.length}):`);
  for (const [edge] of mutual) console.log(`  ${edge.replace(' -> ', ' <-> ')}`);
  console.log(`\narrows running up the layers (${upward.length}):`);
  for (const [edge, count] of upward) console.log(`  ${edge} (${count})`);
  if (process.argv.includes('--all')) {
    console.log('\nevery arrow:');
    for (const [edge, count] of sorted) console.log(`  ${edge} (${count})`);
  }
}
