/**
 * The simulation worker: a thin comlink adapter around the engine. Engine code (zod schemas,
 * limiters, traffic) ships in this bundle only; the page talks to it through `SimClient`.
 *
 * - `run` validates the scenario (`parseScenario`) and simulates it with `startSimulation`, in
 *   slices of `SLICE_REQUESTS` requests, yielding to the event loop between slices so a newer
 *   `run` (a slider still moving) or a `cancel` is seen within one slice.
 * - Latest request wins: every run carries an increasing id; a run whose id is no longer the
 *   newest stops at its next slice boundary and answers `{ status: 'cancelled' }`.
 * - The result's typed arrays are transferred (moved), never copied.
 */
import { expose, transfer } from 'comlink';
import { defaultScenario, parseScenario, rulesJsonSchema, type RuleArrayKey, type Scenario } from '../engine/scenario';
import { startSimulation, type Families } from '../engine/sim/simulate';
import {
  discardPrevious,
  encodeScenario,
  hashWithoutScenario,
  loadStartup,
  loadWork,
  restorePrevious,
  saveWork,
  writeScenarioToHash,
  type SavedWork,
  type Startup,
} from '../share';
import { collectBuffers } from './buffers';
import type { ProgressCallback, RunReply } from './protocol';
import { MemoryStorage, type StorageSnapshot, type StorageWrites } from './storage-bridge';

/** Requests per slice: small enough that a newer request is seen within a few ms. */
export const SLICE_REQUESTS = 200_000;

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

const api = {
  /**
   * Validate `input` (plain JSON) and simulate it. With `only`, just that family of limiters is
   * simulated (the page shows one limiter at a time; ids and indexes stay as in the scenario),
   * while the whole scenario is validated and returned.
   */
  async run(
    id: number,
    input: unknown,
    onProgress?: ProgressCallback,
    only?: 'sentinel' | 'guava' | 'chain',
  ): Promise<RunReply> {
    if (id > latestId) latestId = id;
    // Let any newer request that is already queued claim `latestId` before we start.
    await yieldToEvents();
    if (stale(id)) return { id, status: 'cancelled' };
    const t0 = performance.now();
    const parsed = parseScenario(input);
    const parseMs = performance.now() - t0;
    if (!parsed.ok) return { id, status: 'invalid', issues: parsed.issues, warnings: parsed.warnings };
    const scenario = parsed.value;
    const families: Families = {
      sentinel: only === undefined || only === 'sentinel',
      guava: only === undefined || only === 'guava',
      chain: only === undefined || only === 'chain',
    };
    const sim = startSimulation(scenario, families);
    let slices = 0;
    while (!sim.done) {
      sim.advance(SLICE_REQUESTS);
      slices++;
      if (sim.done) break;
      if (onProgress) void onProgress(id, sim.progress);
      await yieldToEvents();
      if (stale(id)) return { id, status: 'cancelled' };
    }
    const result = sim.result();
    const workerMs = performance.now() - t0;
    result.elapsedMs = workerMs;
    const reply: RunReply = {
      id,
      status: 'done',
      result,
      scenario,
      warnings: parsed.warnings,
      slices,
      workerMs,
      parseMs,
    };
    return transfer(reply, collectBuffers(result));
  },
  /** Stops every run with an id up to `id` at its next slice boundary. */
  cancel(id: number): void {
    if (id > cancelledUpTo) cancelledUpTo = id;
  },
  defaultScenario(): Scenario {
    return defaultScenario();
  },
  /** What the page opens with: a share link in `hash` wins over the autosave (see src/share/persistence). */
  async startup(hash: string, storage: StorageSnapshot): Promise<{ startup: Startup; writes: StorageWrites }> {
    const mem = new MemoryStorage(storage);
    let startup = await loadStartup(mem, hash);
    // A reload of a page whose address Flowlab itself keeps in step: the link and the autosave
    // hold the same scenario, so the autosaved editor text (maybe mid-edit, invalid) belongs to it.
    if (startup.source === 'link' && startup.previousWork === null && startup.editorText === null) {
      const saved = loadWork(mem);
      if (saved && saved.editorText !== null && JSON.stringify(saved.scenario) === JSON.stringify(startup.scenario)) {
        startup = { ...startup, editorText: saved.editorText };
      }
    }
    return { startup, writes: mem.writes };
  },
  /** Autosave: the last good scenario and the editor's text as typed. */
  save(storage: StorageSnapshot, scenario: Scenario, editorText: string | null): StorageWrites {
    const mem = new MemoryStorage(storage);
    saveWork(mem, { scenario, editorText });
    return mem.writes;
  },
  restorePrevious(storage: StorageSnapshot): { work: SavedWork | null; writes: StorageWrites } {
    const mem = new MemoryStorage(storage);
    const work = restorePrevious(mem, 0);
    return { work, writes: mem.writes };
  },
  discardPrevious(storage: StorageSnapshot): StorageWrites {
    const mem = new MemoryStorage(storage);
    discardPrevious(mem, 0);
    return mem.writes;
  },
  /** The share link's text for `scenario` (`1.…`). */
  encode(scenario: Scenario): Promise<string> {
    return encodeScenario(scenario);
  },
  /** `hash` with the scenario written into it, for history.replaceState. */
  hashFor(hash: string, scenario: Scenario): Promise<string> {
    return writeScenarioToHash(hash, scenario);
  },
  hashWithout(hash: string): string {
    return hashWithoutScenario(hash);
  },
  /** JSON Schema of one rule editor tab's document (one of Sentinel's rule arrays). */
  rulesSchema(key: RuleArrayKey = 'rules'): object {
    return rulesJsonSchema(key);
  },
};

export type SimWorkerApi = typeof api;
expose(api);
