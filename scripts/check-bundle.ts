/**
 * The first screens' budget, read from the web build's manifest and the files each route's page
 * names (route-preloads.json; run after `npm run build:web`):
 * for each page a visitor may open first, the JavaScript and CSS the page loads before it can
 * show anything (the entry, the screen, and everything they import), gzipped. Lazy parts that
 * load beside a screen without holding it up (the attendance popup, the editor) are not counted.
 * Fails past the budget, when a first screen carries zod or a file larger than LARGEST_FILE_MAX,
 * when the feed pulls in the map, the editor or the tester console, and when the feed's first
 * screen comes in more files than its budget. Run: npm run check:bundle
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { faceModules } from '../mock-server/lib/shipped-faces';

export const BUDGET = { jsBytes: 90 * 1024, cssBytes: 15 * 1024 };
/**
 * The signed-in feed's first screen in files (the entry's, its screen's and what they import): a
 * phone's browser asks six at a time, so each wave past six costs a round trip (decision 092).
 * Ten: the data layer, the API client, preact's root and lucide's base, which the app and the
 * console share, travel as one file both entries load, not four of 0.1-1.6 KB; preact and signals
 * as one of their own, so no first file passes 17 KB; and the member's saved answers, which the
 * first screen always waited for, are named in the page so they come with the rest (decision 137).
 */
const FEED_CHUNKS_MAX = 10;
/**
 * The largest file a first screen waits for, gzipped: the files download side by side over a slow
 * connection, so the screen waits for the largest (decision 094). i18next is one module of ~17 KB.
 */
const LARGEST_FILE_MAX = 20 * 1024;

/** The routes of the pages the Lighthouse bench opens; `/` is the signed-in feed. */
const FIRST_SCREENS = ['/selectCountry', '/login', '/shareFeedDetail', '/'];
const FEED = '/';
/**
 * zod's core (~20 KB gzipped, shared by its classic and mini APIs) stays off the first screens:
 * what they check is checked with valibot (decision 093). Its type names survive minifying.
 */
const ZOD_MARK = '$ZodType';
/** What the feed must never load: the map, the post editor, the tester console. */
const NOT_ON_THE_FEED = [/leaflet/i, /LeafletMap/, /FeedEditor/, /\/console-/];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = resolve(process.env.WEB_OUT ?? 'dist/web');
const manifest = JSON.parse(readFileSync(join(webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunk of a module and every chunk it imports statically: what loading it costs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

// What each route's page names beside the entry (scripts/route-preloads.ts): the screen's chunks,
// found by module even when the screen travels in a chunk made by hand.
const preloads = JSON.parse(readFileSync(join(webRoot, 'route-preloads.json'), 'utf8')) as Record<
  string,
  { scripts: string[]; styles: string[] }
>;
const entry = [...closure('index.html')].map((key) => manifest[key]!);
const entryFiles = { scripts: entry.map((c) => c.file), styles: entry.flatMap((c) => c.css ?? []) };

/** The files a page loads before it can show its screen: the entry's and its route's. */
function firstFiles(route: string): { scripts: string[]; styles: string[] } {
  const named = preloads[route];
  if (!named) throw new Error(`route-preloads.json names nothing for ${route}: the check names a route that moved`);
  const local = (file: string) => file.replace(/^\//, '');
  return {
    scripts: [...new Set([...entryFiles.scripts, ...named.scripts.map(local)])],
    styles: [...new Set([...entryFiles.styles, ...named.styles.map(local)])],
  };
}

/** Each file read and compressed once: the four pages share most of their chunks. */
const files = new Map<string, { text: string; gzipped: number }>();
function fileOf(file: string) {
  let read = files.get(file);
  if (!read) {
    const bytes = readFileSync(join(webRoot, file));
    files.set(file, (read = { text: bytes.toString('utf8'), gzipped: gzipSync(bytes, { level: 9 }).length }));
  }
  return read;
}
const gzipped = (file: string) => fileOf(file).gzipped;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

let failed = false;
const rows = FIRST_SCREENS.map((route) => {
  const { scripts, styles } = firstFiles(route);
  const js = scripts.reduce((sum, file) => sum + gzipped(file), 0);
  const css = styles.reduce((sum, file) => sum + gzipped(file), 0);
  const problems: string[] = [];
  if (js > BUDGET.jsBytes) problems.push(`JS ${kb(js)} > ${kb(BUDGET.jsBytes)}`);
  if (css > BUDGET.cssBytes) problems.push(`CSS ${kb(css)} > ${kb(BUDGET.cssBytes)}`);
  const largest = scripts.map((file) => ({ file, bytes: gzipped(file) })).sort((x, y) => y.bytes - x.bytes)[0];
  if (largest && largest.bytes > LARGEST_FILE_MAX)
    problems.push(`${largest.file} ${kb(largest.bytes)} > ${kb(LARGEST_FILE_MAX)} (split it)`);
  const withZod = scripts.filter((file) => fileOf(file).text.includes(ZOD_MARK));
  if (withZod.length) problems.push(`zod in ${withZod.join(', ')}`);
  // Compiled as it streams in, off the main thread (decision 140): the hint counts only first in a file.
  const compiledLate = scripts.filter((file) => !fileOf(file).text.startsWith(COMPILE_HINT));
  if (compiledLate.length) problems.push(`not marked for eager compilation: ${compiledLate.join(', ')}`);
  if (route === FEED) {
    if (scripts.length > FEED_CHUNKS_MAX) problems.push(`${scripts.length} chunks > ${FEED_CHUNKS_MAX}`);
    const strays = scripts.filter((file) => NOT_ON_THE_FEED.some((p) => p.test(file)));
    if (strays.length) problems.push(`the feed loads ${strays.join(', ')}`);
  }
  failed ||= problems.length > 0;
  return {
    page: route === FEED ? '/ (signed in)' : route,
    'JS gzipped': kb(js),
    'CSS gzipped': kb(css),
    chunks: scripts.length,
    problems: problems.join('; ') || 'ok',
  };
});

console.log(`First-screen budget: JS ≤ ${kb(BUDGET.jsBytes)}, CSS ≤ ${kb(BUDGET.cssBytes)} gzipped (${webRoot})`);
console.table(rows);
// Not in the budget: declared by the script without blocking the first paint (fonts.ts; mono.ts is the console's).
const faces = faceModules(manifest).map((key) => `${key} ${kb(gzipped(manifest[key]!.file))}`);
console.log(`Font face tables, gzipped, loaded after the first paint: ${faces.join(', ')}`);
// Every file a page preloads must exist: a preload of a dropped chunk is a 404 on every visit.
const missing = Object.values(preloads)
  .flatMap((route) => [...route.scripts, ...route.styles])
  .filter((file) => !existsSync(join(webRoot, file)));
if (missing.length) {
  console.error(`Route preloads name files the build did not write: ${[...new Set(missing)].join(', ')}`);
  failed = true;
}
// The console is an entry of its own: loading the app's entry (or a chunk that imports it) would
// start the member app inside the tester's page.
const appInConsole = [...closure('console.html')].filter((key) => key === 'index.html' || /feed-first/.test(key));
if (appInConsole.length) {
  console.error(`The console loads the app: ${appInConsole.join(', ')}`);
  failed = true;
}
if (failed) {
  console.error('The first screens are past their budget: see the table above.');
  process.exit(1);
}
