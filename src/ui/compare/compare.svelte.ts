/**
 * Compare mode's state: which variants are compared, the newest comparison the worker answered,
 * and the `compare` parameter of the address bar. The variants derive from the last valid
 * scenario (`sim.scenario`) and the limiter on screen; the worker validates and simulates them
 * (`SimClient.runMany`), newest request winning. Nothing here computes a limiter's numbers.
 */
import type { Scenario } from '../../engine/scenario';
import type { LimiterResult, SimResult } from '../../engine/sim/result';
import type { SimClient } from '../../worker/sim-client.svelte';
import type { Playground } from '../state/playground.svelte';
import { decodeRows, encodeRows } from '../../share/compare-rows';
import { compareFromHash, hashWithCompare, hashWithRows, rowsFromHash } from './compare-hash';
import type { Comparison, EditSpec, PresetId, Variant, VariantProblem } from './variants';

type VariantsCode = typeof import('./variants');
/**
 * The variants' code (every preset's rows, ./variants.ts): a chunk of its own, loaded when Compare first opens,
 * so a first visit, where Compare is closed, does not fetch it. Until it is here Compare has no rows (its views
 * load the same chunk before they show).
 */
let variantsCode = $state.raw<VariantsCode | null>(null);
let variantsLoading: Promise<VariantsCode> | null = null;
function loadVariants(): Promise<VariantsCode> {
  variantsLoading ??= import('./variants').then((m) => (variantsCode = m));
  return variantsLoading;
}

export type CompareStatus = 'idle' | 'running' | 'ready' | 'invalid' | 'error';

/** A variant and its run, ready for the charts (one SimResult per row, all on the same grid). */
export interface ComparedRow {
  variant: Variant;
  result: SimResult;
  limiter: LimiterResult;
}

/** Why the newest comparison did not run: a row's problem, or the worker's words. */
export type CompareFailure =
  { kind: 'variant'; index: number; problem: VariantProblem } | { kind: 'failed'; message: string };

/**
 * The `compare` value for a list without a preset: its rows travel in `rows`; without them (a link made before
 * they did) it reopens Compare on the preset that fits.
 */
export const CUSTOM = 'on';

export class CompareState {
  // set by the constructor, before any derived value below is first read
  #sim: SimClient;
  #pg: Playground;

  active = $state(false);
  /** the quick preset picked; null: the preset that fits the limiter on screen, unless rows were added by hand */
  presetId = $state<PresetId | null>(null);
  /** rows with fixed patches: snapshots, or a preset's rows frozen when one was removed */
  extras = $state.raw<Variant[]>([]);
  /** the edited copy's parameter and value (null: the first parameter, doubled) */
  edit = $state.raw<EditSpec | null>(null);

  status = $state<CompareStatus>('idle');
  progress = $state(0);
  failure = $state.raw<CompareFailure | null>(null);
  /** the newest comparison that ran */
  rows = $state.raw<ComparedRow[]>([]);

  readonly base: Scenario | null = $derived.by(() => this.#sim.scenario);
  readonly focus = $derived.by(() => this.#pg.selection);
  readonly params = $derived(this.base && variantsCode ? variantsCode.editParams(this.base, this.focus) : []);
  readonly editSpec = $derived(variantsCode ? variantsCode.effectiveEdit(this.params, this.edit) : null);
  /** the preset whose rows are shown (live: they follow the current scenario) */
  readonly preset: PresetId | null = $derived(
    this.presetId ??
      (this.extras.length === 0 && this.base && variantsCode
        ? variantsCode.defaultPreset(this.base, this.focus)
        : null),
  );
  readonly variants: Variant[] = $derived.by(() => {
    const code = variantsCode;
    if (code === null) return [];
    const fromPreset =
      this.preset && this.base ? code.presetVariants(this.preset, this.base, this.focus, this.editSpec) : [];
    return [...fromPreset, ...this.extras].slice(0, code.MAX_VARIANTS);
  });
  readonly comparison: Comparison | null = $derived(
    this.base && variantsCode ? variantsCode.buildComparison(this.base, this.variants) : null,
  );

  #lastKey = '';

  constructor(sim: SimClient, pg: Playground) {
    this.#sim = sim;
    this.#pg = pg;
    if (typeof location !== 'undefined') this.readHash(location.hash);
  }

  /** rows read from or written to the address: a newer read or write wins over one still under way */
  #rowsSeq = 0;
  /** the address's preset, read once the variants' code is loaded: a newer read or pick wins */
  #hashSeq = 0;
  /** why the address's rows could not be read (shown in Compare), or null */
  rowsError = $state<string | null>(null);

  /**
   * Opens or closes Compare mode as the address says (`#…&compare=<preset>&rows=1.…`): the preset, and the rows
   * that travel in the link (src/share/compare-rows.ts), read as they arrive.
   */
  readHash(hash: string): void {
    const value = compareFromHash(hash);
    this.active = value !== null;
    if (value === null) return;
    // the preset is known once the variants' code is here (no rows show before it is)
    const seq = ++this.#hashSeq;
    this.presetId = variantsCode?.isPresetId(value) ? value : null;
    if (variantsCode === null) {
      void loadVariants().then((code) => {
        if (seq === this.#hashSeq) this.presetId = code.isPresetId(value) ? value : null;
      });
    }
    this.extras = [];
    this.rowsError = null;
    const text = rowsFromHash(hash);
    const rowsSeq = ++this.#rowsSeq;
    if (text === null) return;
    void decodeRows(text).then((read) => {
      if (rowsSeq !== this.#rowsSeq) return;
      if (read.ok) this.extras = read.rows as Variant[];
      else this.rowsError = read.message;
    });
  }

  toggle(): void {
    this.active = !this.active;
    if (this.active) void loadVariants();
    this.#writeHash();
  }

  pick(id: PresetId): void {
    this.#hashSeq++; // a preset read from the address and still loading must not replace this one
    this.presetId = id;
    this.extras = [];
    this.#writeHash();
  }

  setEdit(spec: EditSpec): void {
    this.edit = spec;
  }

  get canAdd(): boolean {
    return this.base !== null && variantsCode !== null && this.variants.length < variantsCode.MAX_VARIANTS;
  }

  /** A new row: the current rules and limiters, frozen; the traffic stays shared. */
  addCurrent(): void {
    const base = this.base;
    const code = variantsCode;
    if (!base || code === null || !this.canAdd) return;
    // the rows on screen must stay: a preset shown by default becomes the picked one
    if (this.presetId === null && this.extras.length === 0) this.presetId = this.preset;
    const n = this.variants.filter((v) => v.label.key === 'compare.variant.snapshot').length + 1;
    this.extras = [...this.extras, code.snapshotVariant(base, this.focus, n)];
    this.#writeHash();
  }

  /** Removes row `index`; the preset's other rows keep their patches as they are now. */
  remove(index: number): void {
    const list = this.variants.filter((_, i) => i !== index);
    this.presetId = null;
    this.extras = list;
    this.#writeHash();
  }

  /** Sends the comparison to the worker unless the same one was sent last. */
  async run(c: Comparison): Promise<void> {
    const bad = c.problems.findIndex((p) => p !== null);
    if (bad >= 0) {
      this.#lastKey = '';
      this.failure = { kind: 'variant', index: bad, problem: c.problems[bad]! };
      this.status = 'invalid';
      return;
    }
    const inputs = c.inputs as NonNullable<Comparison['inputs'][number]>[];
    const ids = c.variants.map((v) => v.limiterId);
    if (inputs.length === 0) {
      this.rows = [];
      this.status = 'idle';
      return;
    }
    const key = JSON.stringify([inputs, ids]);
    if (key === this.#lastKey) return;
    this.#lastKey = key;
    this.status = 'running';
    this.progress = 0;
    const reply = await this.#sim.runMany(inputs, ids, (p) => (this.progress = p));
    if (reply.status === 'superseded' || reply.status === 'cancelled') return;
    if (reply.status === 'failed') {
      this.#lastKey = '';
      this.failure = { kind: 'failed', message: reply.message };
      this.status = 'error';
      return;
    }
    if (reply.status === 'invalid') {
      this.failure = {
        kind: 'variant',
        index: reply.index,
        problem: { code: 'invalid', message: reply.issues.map((i) => i.message).join('; ') },
      };
      this.status = 'invalid';
      return;
    }
    const { grid } = reply;
    this.rows = reply.limiters.map((limiter, i) => ({
      variant: c.variants[i],
      limiter,
      result: { ...grid, limiters: [limiter] },
    }));
    this.failure = null;
    this.status = 'ready';
    this.progress = 1;
  }

  /**
   * `compare=<preset>` while a preset's rows are shown, `compare=on` for rows without one, nothing when off; and
   * the rows that cannot be recomputed from the scenario (`extras`) in `rows`, written once encoded.
   */
  #writeHash(): void {
    if (typeof location === 'undefined') return;
    const value = !this.active ? null : (this.presetId ?? CUSTOM);
    const seq = ++this.#rowsSeq;
    // extras exist only once Compare ran with the variants' code (addCurrent, remove, the address's rows)
    const extras = this.active ? this.extras.slice(0, variantsCode?.MAX_VARIANTS ?? this.extras.length) : [];
    this.rowsError = null;
    this.#replace(hashWithRows(hashWithCompare(location.hash, value), rowsFromHash(location.hash)));
    if (extras.length === 0) {
      this.#replace(hashWithRows(location.hash, null));
      return;
    }
    void encodeRows(extras).then(
      (text) => seq === this.#rowsSeq && this.#replace(hashWithRows(location.hash, text)),
      // too large for a link: the link opens Compare without them, and Compare says so
      (e: unknown) => seq === this.#rowsSeq && (this.rowsError = e instanceof Error ? e.message : String(e)),
    );
  }

  #replace(hash: string): void {
    if (hash === location.hash) return;
    history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
  }
}
