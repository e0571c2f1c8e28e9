/**
 * What a kept Lighthouse run's first paint and blocking time waited for, as Lighthouse's own
 * simulation (Lantern) computes them: each request and task of its optimistic and pessimistic
 * estimates, with their simulated start and end. This is how decision 094 found that the first
 * paint waited for the largest file, not for the page's scripts to run.
 * Run: BENCH_REPORTS=/tmp/reports npm run bench:web, then
 *      npm run bench:lantern -- /tmp/reports/feed-1795499289686 [fcp|lcp|tbt]
 * It reads the Lighthouse that `bench:web` ran (npx's cache, the same pinned version).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const LIGHTHOUSE_VERSION = '13.5.0';

interface SimNode {
  type: 'network' | 'cpu';
  duration: number;
  request: { url: string; priority: string; resourceType: string; transferSize: number };
  childEvents: Array<{ name: string }>;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimNode, { startTime: number; endTime: number }>;
}
interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed = { request(data: unknown, context: unknown): Promise<MetricResult> };

function lighthouseCore(): string {
  const cache = join(homedir(), '.npm', '_npx');
  for (const dir of existsSync(cache) ? readdirSync(cache) : []) {
    const root = join(cache, dir, 'node_modules', 'lighthouse');
    const manifest = join(root, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === LIGHTHOUSE_VERSION)
      return join(root, 'core');
  }
  throw new Error(`Lighthouse ${LIGHTHOUSE_VERSION} is not in npx's cache: run npm run bench:web once`);
}

const [base, which = 'fcp'] = process.argv.slice(2);
if (!base) throw new Error('Name a kept run: DIR/feed-1795499289686 (its .json, .trace.json, .devtoolslog.json)');
const modules: Record<string, [string, string]> = {
  fcp: ['lantern-first-contentful-paint.js', 'LanternFirstContentfulPaint'],
  lcp: ['lantern-largest-contentful-paint.js', 'LanternLargestContentfulPaint'],
  tbt: ['lantern-total-blocking-time.js', 'LanternTotalBlockingTime'],
};
const chosen = modules[which];
if (!chosen) throw new Error(`fcp, lcp or tbt, not ${which}`);
const [file, name] = chosen;
const metric = (await import(join(lighthouseCore(), 'computed', 'metrics', file)))[name] as Computed;

const report = JSON.parse(readFileSync(`${base}.json`, 'utf8'));
const settings = report.configSettings;
const data = {
  trace: JSON.parse(readFileSync(`${base}.trace.json`, 'utf8')),
  devtoolsLog: JSON.parse(readFileSync(`${base}.devtoolslog.json`, 'utf8')),
  gatherContext: { gatherMode: 'navigation' },
  settings,
  URL: {
    requestedUrl: report.requestedUrl,
    mainDocumentUrl: report.finalDisplayedUrl,
    finalDisplayedUrl: report.finalDisplayedUrl,
  },
  SourceMaps: [],
  simulator: null,
};
const result = await metric.request(data, { computedCache: new Map(), settings });

const SHOWN_EVENTS =
  /^(Layout|Paint|ParseHTML|v8\.evaluateModule|EvaluateScript|FireAnimationFrame|TimerFire|RunMicrotasks)$/;
const label = (node: SimNode) =>
  node.type === 'network'
    ? `${node.request.priority} ${node.request.resourceType} ${node.request.url.split('/').pop()} ${node.request.transferSize} B`
    : `task ${(node.duration / 1000).toFixed(1)} ms here: ${[...new Set(node.childEvents.map((e) => e.name).filter((n) => SHOWN_EVENTS.test(n)))].join(', ')}`;

console.log(
  `${which}: ${result.timing.toFixed(0)} ms (optimistic ${result.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${result.pessimisticEstimate.timeInMs.toFixed(0)})`,
);
for (const kind of ['optimisticEstimate', 'pessimisticEstimate'] as const) {
  console.log(`\n${kind}: simulated start, end (ms)`);
  const rows = [...result[kind].nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    // Short tasks are most of a trace and none of the story.
    if (node.type === 'cpu' && t.endTime - t.startTime < 20) continue;
    console.log(`${t.startTime.toFixed(0).padStart(6)} ${t.endTime.toFixed(0).padStart(6)}  ${label(node)}`);
  }
}
