/**
 * Where a page spends its main thread between two moments: a Chromium performance trace (what
 * kind of work: script, style, layout, paint, garbage collection) and a V8 CPU profile whose
 * samples are mapped through the built SPA's source maps to the package or source folder they
 * ran in (react-dom, recharts, antd, src/features/…). Both files are written for DevTools.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { Browser, Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** Starts both recordings on `page`; `stop` writes them to `dir` as `<name>.*` and sums them up. */
export async function startProfile(browser: Browser, page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await cdp.send('Profiler.start');
  return {
    async stop(dir: string, name: string, spaDir: string) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const trace = await browser.stopTracing();
      await cdp.detach();
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
      fs.writeFileSync(path.join(dir, `${name}.trace.json`), trace);
      const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      return [
        'main thread (trace, self ms by event):',
        ...top(mainThreadSelfTimes(events), 12),
        'JavaScript (CPU profile, self ms by source):',
        ...top(selfTimesBySource(profile, spaDir), 14),
      ];
    },
  };
}

const top = (times: Map<string, number>, count: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(7)}  ${key}`);

/** Self time of each kind of event on the busiest renderer main thread (nested events apart). */
function mainThreadSelfTimes(events: TraceEvent[]) {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !event.dur || !mains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  const busiest = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  busiest.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  const add = (name: string, us: number) => self.set(name, (self.get(name) ?? 0) + us / 1000);
  for (const event of busiest) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) add(parent.name, -event.dur!);
    add(event.name, event.dur!);
    stack.push(event);
  }
  return self;
}

/** A source's package (`node_modules/<pkg>`) or folder (`src/features/statistics`). */
function sourceGroup(source: string) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const own = /\b(src\/(?:[^/]+\/)?[^/]+)\//.exec(source);
  return own ? own[1] : source;
}

/** The CPU profile's self time per source group, through the SPA's source maps. */
function selfTimesBySource(profile: CpuProfile, spaDir: string) {
  const maps = new Map<string, TraceMap | undefined>();
  const mapOf = (url: string) => {
    const file = path.join(spaDir, new URL(url).pathname);
    if (!maps.has(file))
      maps.set(
        file,
        fs.existsSync(`${file}.map`)
          ? new TraceMap(fs.readFileSync(`${file}.map`, 'utf8'))
          : undefined,
      );
    return maps.get(file);
  };
  const groupOf = new Map<number, string>();
  for (const { id, callFrame } of profile.nodes) {
    let group = callFrame.functionName || '(anonymous)';
    if (/^https?:/.test(callFrame.url)) {
      const map = mapOf(callFrame.url);
      const original =
        map &&
        originalPositionFor(map, {
          line: callFrame.lineNumber + 1,
          column: callFrame.columnNumber,
        });
      group = original?.source ? sourceGroup(original.source) : path.basename(callFrame.url);
    }
    groupOf.set(id, group);
  }
  const self = new Map<string, number>();
  profile.samples.forEach((node, index) => {
    const group = groupOf.get(node)!;
    self.set(group, (self.get(group) ?? 0) + profile.timeDeltas[index] / 1000);
  });
  return self;
}
