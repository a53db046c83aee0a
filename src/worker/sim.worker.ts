/**
 * The simulation worker: a thin comlink adapter around the engine. Engine code (zod schemas,
 * limiters, traffic) ships in this bundle only; the page talks to it through `SimClient`.
 * Its first load is what a run needs: each limiter's engine half loads when a scenario first uses it
 * (`ensureEngines`), and the explainers, rule verdicts, paste reading and editor schemas when first asked for.
 *
 * - `run`, `runMany` and `cancel` are the runs of runs.ts: validated, simulated in slices, newest request wins,
 *   results transferred.
 * - The rest are a few lines each over share/ and the engine: startup and saved work, links, imports, the rule
 *   editor's reading and schemas, explanations, the review (review-run.ts). One object, so the page's client
 *   (`SimWorkerApi`) has one type.
 */
import { expose } from 'comlink';
import { cancel, progress, run, runMany, yieldToEvents } from './runs';
import { defaultScenario } from '../engine/scenario/defaults';
import { parseScenario } from '../engine/scenario/parse';
import type { RuleArrayKey, Scenario } from '../engine/scenario';
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
import { locateRulePaths, readRuleText, type RuleTextRead } from '../share/rule-text';
import type { RuleVerdict } from '../engine/scenario/rule-verdicts';
import type { PastedRules } from '../engine/scenario/rule-paste';
import type { RuleArrayKey as RuleKind } from '../engine/scenario';
import type { SentinelVersion } from '../engine/sentinel/types';
import { bootStartup } from './startup';
import type { ProgressCallback } from './protocol';
import { MemoryStorage, type StorageSnapshot, type StorageWrites } from './storage-bridge';
import { cancelReview, explainReviewed, runReview, type ReviewReply } from './review-run';

const api = {
  setProgress(run: ProgressCallback, many: ProgressCallback): void {
    progress.run = run;
    progress.many = many;
  },
  /**
   * Validate `input` (plain JSON) and simulate it (runs.ts). With `only`, just that family of limiters is
   * simulated, while the whole scenario is validated and returned; with `fallback`, an invalid `input` still
   * answers a run: the fallback's (run-choice.ts).
   */
  run,
  /** Compare mode: each scenario with only the family its limiter needs (runs.ts). */
  runMany,
  /** Stops every run with an id up to `id` at its next slice boundary. */
  cancel,
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
