/**
 * The simulation worker: a thin comlink adapter around the engine. Engine code (zod schemas,
 * limiters, traffic) ships in this bundle only; the page talks to it through `SimClient`.
 * Its first load is what a run needs: each limiter's engine half loads when a scenario first uses it
 * (`ensureEngines`), and the explainers, rule verdicts, paste reading and editor schemas when first asked for.
 *
 * - `run` validates the scenario (`parseScenario`) and simulates it with `startSimulation`, in
 *   slices of `SLICE_REQUESTS` requests, yielding to the event loop between slices so a newer
 *   `run` (a slider still moving) or a `cancel` is seen within one slice. A run's first `QUIET_MS` go on
 *   without yielding or reporting progress: the short runs a drag asks for are one task.
 * - Latest request wins: every run carries an increasing id; a run whose id is no longer the
 *   newest stops at its next slice boundary and answers `{ status: 'cancelled' }`.
 * - The result's typed arrays are transferred (moved), never copied.
 * - `runMany` (Compare mode) does the same for several scenarios at once, each for one limiter, with its
 *   own ids: a comparison and the main run never cancel each other.
 */
import { expose, transfer } from 'comlink';
import { defaultScenario } from '../engine/scenario/defaults';
import { issue } from '../engine/scenario/issues';
import { parseScenario } from '../engine/scenario/parse';
import type { RuleArrayKey, Scenario } from '../engine/scenario';
import type { Family } from '../engine/limiters/contract';
import type { LimiterResult, SimResult } from '../engine/sim/result';
import { startSimulation, type Families } from '../engine/sim/simulate';
import { ensureEngines } from '../engine/limiters/engines';
import { loadConfigSchemas } from '../engine/limiters/limiters-schema';
import type { Explanation } from '../engine/explain';
import type { StoredPermitsCost } from '../engine/explain/guava-stored-cost';
import {
  discardPrevious,
  encodeScenario,
  hashWithoutScenario,
  restorePrevious,
  saveWork,
  type SavedWork,
  type Startup,
} from '../share';
import type { OpenedFile } from '../share/file-open';
import { fitLink, type LinkFit } from '../share/link-fit';
import {
  clearImportUndo,
  pendingImportUndo,
  stashBeforeImport,
  type ImportKind,
  type ImportUndo,
} from '../share/import-undo';
import { collectBuffers } from './buffers';
import { chooseRun } from './run-choice';
import { locateRulePaths, readRuleText, type RuleTextRead } from '../share/rule-text';
import type { RuleVerdict } from '../engine/scenario/rule-verdicts';
import type { PastedRules } from '../engine/scenario/rule-paste';
import type { RuleArrayKey as RuleKind } from '../engine/scenario';
import type { SentinelVersion } from '../engine/sentinel/types';
import { bootStartup } from './startup';
import type { ProgressCallback, RunManyReply, RunReply } from './protocol';
import { MemoryStorage, type StorageSnapshot, type StorageWrites } from './storage-bridge';
import { cancelReview, explainReviewed, runReview, type ReviewReply } from './review-run';

/** Requests per slice: small enough that a newer request is seen within a few ms. */
export const SLICE_REQUESTS = 200_000;
/** A run's first QUIET_MS go on between slices without reporting progress or yielding (the bar shows after 300 ms). */
export const QUIET_MS = 12;

let latestId = 0;
let cancelledUpTo = 0;

// Yield to the event loop through a MessageChannel (setTimeout is clamped to ≥ 4 ms when nested).
const channel = new MessageChannel();
const waiting: Array<() => void> = [];
channel.port1.onmessage = () => waiting.shift()?.();
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

function stale(id: number): boolean {
  return id !== latestId || id <= cancelledUpTo;
}

/** `runMany` (Compare mode) has its own ids: it runs beside `run`, and neither cancels the other. */
let latestManyId = 0;

/** The only family a limiter id needs (`sentinel:2` → the rules alone), or null for an unknown id. */
function familiesFor(limiterId: string): Families | null {
  const family = /^(sentinel|guava|limiters|chain):\d+$/.exec(limiterId)?.[1];
  if (family === undefined) return null;
  return onlyFamily(family as Family);
}

/** Just `family` (all of them with none). */
function onlyFamily(family: Family | undefined): Families {
  const all = family === undefined;
  return {
    sentinel: all || family === 'sentinel',
    guava: all || family === 'guava',
    chain: all || family === 'chain',
    limiters: all || family === 'limiters',
  };
}

/**
 * Where `run` and `runMany` report a long run's progress: the page's callbacks (comlink proxies), sent once per
 * worker by `setProgress`. A proxy passed with every call would open a MessageChannel per run.
 */
const progress: { run: ProgressCallback | null; many: ProgressCallback | null } = { run: null, many: null };

const api = {
  setProgress(run: ProgressCallback, many: ProgressCallback): void {
    progress.run = run;
    progress.many = many;
  },
  /**
   * Validate `input` (plain JSON) and simulate it. With `only`, just that family of limiters is
   * simulated (the page shows one limiter at a time; ids and indexes stay as in the scenario),
   * while the whole scenario is validated and returned. With `fallback` (sent while the page has no
   * result yet), an invalid `input` still answers a run: the fallback's (src/worker/run-choice.ts).
   */
  async run(id: number, input: unknown, only?: Family, fallback?: unknown): Promise<RunReply> {
    if (id > latestId) latestId = id;
    // Let any newer request that is already queued claim `latestId` before we start.
    await yieldToEvents();
    if (stale(id)) return { id, status: 'cancelled' };
    const t0 = performance.now();
    const choice = chooseRun(input, fallback);
    const parseMs = performance.now() - t0;
    if (!choice.ok && choice.fallback === null) {
      return { id, status: 'invalid', issues: choice.issues, warnings: choice.warnings };
    }
    const scenario = choice.ok ? choice.scenario : choice.fallback!;
    const families = onlyFamily(only);
    // the engine halves this run uses load on first use (each once): the run itself is synchronous
    await ensureEngines(scenario, families);
    if (stale(id)) return { id, status: 'cancelled' };
    const sim = startSimulation(scenario, families);
    let slices = 0;
    while (!sim.done) {
      sim.advance(SLICE_REQUESTS);
      slices++;
      if (sim.done) break;
      // a run a slider drag asks for ends in a few ms: it goes on without a progress message (two messages and a
      // task on each thread) or a yield; a newer request is still seen within QUIET_MS
      if (performance.now() - t0 < QUIET_MS) continue;
      if (progress.run) void progress.run(id, sim.progress);
      await yieldToEvents();
      if (stale(id)) return { id, status: 'cancelled' };
    }
    const result = sim.result();
    const workerMs = performance.now() - t0;
    result.elapsedMs = workerMs;
    const reply: RunReply = choice.ok
      ? { id, status: 'done', result, scenario, warnings: choice.warnings, slices, workerMs, parseMs }
      : {
          id,
          status: 'invalid',
          issues: choice.issues,
          warnings: choice.warnings,
          fallback: { result, scenario, workerMs },
        };
    return transfer(reply, collectBuffers(result));
  },
  /**
   * Compare mode: validate and simulate each scenario (same traffic, other limiters) with only the family
   * its limiter needs, and answer the chosen limiter of each on the shared tick grid. Newest call wins,
   * as with `run`; progress is over all scenarios together.
   */
  async runMany(id: number, inputs: readonly unknown[], limiterIds: readonly string[]): Promise<RunManyReply> {
    if (id > latestManyId) latestManyId = id;
    await yieldToEvents();
    if (id !== latestManyId) return { id, status: 'cancelled' };
    const t0 = performance.now();
    const invalid = (index: number, path: (string | number)[], detail: string): RunManyReply => ({
      id,
      status: 'invalid',
      index,
      issues: [issue(path, detail)],
    });
    const scenarios: Scenario[] = [];
    for (let i = 0; i < inputs.length; i++) {
      const parsed = parseScenario(inputs[i]);
      if (!parsed.ok) return { id, status: 'invalid', index: i, issues: parsed.issues };
      const s = parsed.value;
      // one time axis for every chart: the UI keeps these equal, this guards the charts against a caller that did not
      const first = scenarios[0] ?? s;
      if (s.durationMs !== first.durationMs) return invalid(i, ['durationMs'], 'must be the same in every variant');
      if (s.view.tickMs !== first.view.tickMs)
        return invalid(i, ['view', 'tickMs'], 'must be the same in every variant');
      scenarios.push(s);
    }
    const limiters: LimiterResult[] = [];
    let grid: Pick<SimResult, 'tickMs' | 'ticks' | 'durationMs' | 'startMs'> | null = null;
    for (let i = 0; i < scenarios.length; i++) {
      const families = familiesFor(limiterIds[i] ?? '');
      if (!families) return invalid(i, ['view', 'limiter'], `"${limiterIds[i]}" is not a limiter id`);
      await ensureEngines(scenarios[i], families);
      if (id !== latestManyId) return { id, status: 'cancelled' };
      const sim = startSimulation(scenarios[i], families);
      while (!sim.done) {
        sim.advance(SLICE_REQUESTS);
        if (sim.done) break;
        if (progress.many) void progress.many(id, (i + sim.progress) / scenarios.length);
        await yieldToEvents();
        if (id !== latestManyId) return { id, status: 'cancelled' };
      }
      const result = sim.result();
      const chosen = result.limiters.find((l) => l.id === limiterIds[i]);
      if (!chosen) return invalid(i, ['view', 'limiter'], `this scenario has no limiter ${limiterIds[i]}`);
      limiters.push(chosen);
      grid ??= { tickMs: result.tickMs, ticks: result.ticks, durationMs: result.durationMs, startMs: result.startMs };
      if (i + 1 < scenarios.length) {
        await yieldToEvents();
        if (id !== latestManyId) return { id, status: 'cancelled' };
      }
    }
    if (!grid) return invalid(0, [], 'there is nothing to compare');
    const reply: RunManyReply = { id, status: 'done', grid, limiters, scenarios, workerMs: performance.now() - t0 };
    const buffers = collectBuffers({ ...grid, limiters } satisfies SimResult);
    return transfer(reply, buffers);
  },
  /** Stops every run with an id up to `id` at its next slice boundary. */
  cancel(id: number): void {
    if (id > cancelledUpTo) cancelledUpTo = id;
  },
  defaultScenario(): Scenario {
    return defaultScenario();
  },
  /** What the page opens with: a share link in `hash` wins over the autosave, except on a reload of the address the autosave was made under (src/share/persistence). */
  async startup(
    hash: string,
    storage: StorageSnapshot,
    reload = false,
  ): Promise<{ startup: Startup; writes: StorageWrites }> {
    const mem = new MemoryStorage(storage);
    const startup = await bootStartup(mem, hash, reload);
    return { startup, writes: mem.writes };
  },
  /** Autosave: the last good scenario, the editor's text as typed, and the page's address (`location.hash`) now. */
  save(
    storage: StorageSnapshot,
    scenario: Scenario,
    editorText: string | null,
    hash: string | null = null,
  ): StorageWrites {
    const mem = new MemoryStorage(storage);
    saveWork(mem, { scenario, editorText, hash });
    return mem.writes;
  },
  restorePrevious(storage: StorageSnapshot): { work: SavedWork | null; writes: StorageWrites } {
    const mem = new MemoryStorage(storage);
    const work = restorePrevious(mem, 0);
    clearImportUndo(mem);
    return { work, writes: mem.writes };
  },
  discardPrevious(storage: StorageSnapshot): StorageWrites {
    const mem = new MemoryStorage(storage);
    discardPrevious(mem, 0);
    clearImportUndo(mem);
    return mem.writes;
  },
  /** The share link's text for `scenario` (`1.…`). */
  encode(scenario: Scenario): Promise<string> {
    return encodeScenario(scenario);
  },
  /** `hash` with the scenario written into it, for history.replaceState. */
  async hashFor(hash: string, scenario: Scenario): Promise<string> {
    // imported traffic too large for a link: the link carries its per-second summary (src/share/link-fit)
    return (await fitLink(hash, scenario)).hash;
  },
  /** The Share link's hash and what it holds of the traffic (the full import or a per-second summary), with sizes. */
  shareLink(hash: string, scenario: Scenario): Promise<LinkFit> {
    return fitLink(hash, scenario);
  },
  /** Before an import replaces the work: stash the autosave and mark it for "Restore my previous work". */
  stashBeforeImport(storage: StorageSnapshot, kind: ImportKind): { stashed: boolean; writes: StorageWrites } {
    const mem = new MemoryStorage(storage);
    return { stashed: stashBeforeImport(mem, kind), writes: mem.writes };
  },
  /** The restore an earlier import left to offer (it survives a reload), or null. */
  pendingImportUndo(storage: StorageSnapshot): ImportUndo | null {
    return pendingImportUndo(new MemoryStorage(storage));
  },
  hashWithout(hash: string): string {
    return hashWithoutScenario(hash);
  },
  /**
   * Import JSON…: validate a scenario file like a link, stashing autosaved work it replaces; a file that is not a
   * scenario (nor looks like one) is read as rules, YAML included, here rather than on the page (src/share/file-open).
   */
  async importScenario(
    storage: StorageSnapshot,
    text: string,
    name = '',
  ): Promise<OpenedFile & { writes: StorageWrites }> {
    const mem = new MemoryStorage(storage);
    const { openFile } = await import('../share/file-open');
    const opened = await openFile(mem, text, name);
    return { ...opened, writes: mem.writes };
  },
  /**
   * "Explain this decision": validate the scenario (the one the shown result came from), re-run limiter
   * `limiterId` up to request `requestIndex` and answer the steps of its decision (plain data), or null when the
   * scenario is invalid or there is no such limiter or request (src/engine/explain).
   */
  async explain(input: unknown, limiterId: string, requestIndex: number): Promise<Explanation | null> {
    const parsed = parseScenario(input);
    if (!parsed.ok) return null;
    const [{ explainRequest }] = await Promise.all([import('../engine/explain'), ensureEngines(parsed.value)]);
    return explainRequest(parsed.value, limiterId, requestIndex);
  },
  /**
   * What Guava limiter `limiterId`'s acquire(`permits`) at `atMs` would pay for its stored permits (the warm-up
   * chart's shaded area), re-run from the scenario the shown result came from; null when it cannot say.
   */
  async storedPermitsCost(
    input: unknown,
    limiterId: string,
    atMs: number,
    permits: number,
  ): Promise<StoredPermitsCost | null> {
    const parsed = parseScenario(input);
    if (!parsed.ok) return null;
    const { storedPermitsCostAt } = await import('../engine/explain/guava-stored-cost');
    return storedPermitsCostAt(parsed.value, limiterId, atMs, permits);
  },
  /** The Review panel: the baseline's rules against the current ones on the current traffic (./review-run.ts). */
  // in the worker's first chunk: as a chunk of its own it would split the modules it shares with `run` into many
  // small chunks, larger in all (bench/bundle-size.ts)
  review(id: number, baseline: unknown, current: unknown): Promise<ReviewReply> {
    return runReview(id, baseline, current, yieldToEvents);
  },
  cancelReview(id: number): void {
    cancelReview(id);
  },
  /** Explains a request of the last review's before or after run. */
  explainReviewed(side: 'before' | 'after', limiterId: string, index: number): Promise<Explanation | null> {
    return explainReviewed(side, limiterId, index);
  },
  /** The kept baseline as text (written off the page), and read back: null when it is no longer a valid scenario. */
  encodeBaseline(scenario: Scenario): string {
    return JSON.stringify(scenario);
  },
  decodeBaseline(text: string): Scenario | null {
    try {
      const parsed = parseScenario(JSON.parse(text));
      return parsed.ok ? parsed.value : null;
    } catch {
      return null;
    }
  },
  /** Reads a large rule tab's text off the page (src/share/rule-text.ts): its value or its problem. */
  readRules(text: string): RuleTextRead {
    return readRuleText(text);
  },
  /** Where each issue path sits in a large rule tab's text, for the editor's markers. */
  locateRules(text: string, paths: (string | number)[][]): { start: number; end: number }[] | null {
    return locateRulePaths(text, paths);
  },
  /**
   * The rule editor's verdicts (core loads or drops, the dashboard saves or refuses) on the rules of a tab's text
   * where the two differ: the rule parsers (zod) run here, so they stay out of the page's bundle.
   */
  async noteworthyVerdicts(kind: RuleKind, text: string, version: SentinelVersion): Promise<RuleVerdict[]> {
    const { noteworthy, ruleVerdicts } = await import('../engine/scenario/rule-verdicts');
    return ruleVerdicts(kind, text, version).filter(noteworthy);
  },
  /** Rules pasted into tab `kind` in another shape (dashboard, Nacos, Spring YAML): read here, never on the page. */
  async pastedRules(kind: RuleKind, text: string): Promise<PastedRules> {
    const { pastedRules } = await import('../engine/scenario/rule-paste');
    return pastedRules(kind, text);
  },
  /** JSON Schema of one rule editor tab's document (one of Sentinel's rule arrays). */
  async rulesSchema(key: RuleArrayKey = 'rules'): Promise<object> {
    const { rulesJsonSchema } = await import('../engine/scenario/json-schema');
    return rulesJsonSchema(key);
  },
  /** JSON Schema of the limiter tab's document: a `guava` / `limiters` item of that `type`. */
  async itemSchema(family: 'guava' | 'limiters', type: string | null): Promise<object> {
    const { limiterItemJsonSchema } = await import('../engine/scenario/json-schema');
    return limiterItemJsonSchema(family, type);
  },
};

/**
 * The `limiters` item schemas load once, as the worker starts (each built-in core gives its schema as a loader, so
 * the page, which ships the cores, does not ship zod), and every call waits for them: validation stays
 * synchronous wherever it runs here (a run, a share link, the autosave, a file, the editor's schemas).
 */
const schemasReady = loadConfigSchemas();

type AfterSchemas<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : T[K];
};

function afterSchemas<T extends Record<string, unknown>>(methods: T): AfterSchemas<T> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(methods))
    out[name] = typeof f === 'function' ? (...args: unknown[]) => schemasReady.then(() => f.apply(methods, args)) : f;
  return out as AfterSchemas<T>;
}

const exposed = afterSchemas(api);
export type SimWorkerApi = typeof exposed;
expose(exposed);
