/**
 * The Guava warm-up chart's priced area: the acquire size the user picks (remembered across reloads: a view
 * setting, not part of the experiment or its link) and the engine's answer for it at the cursor, asked of the
 * worker (engine/explain/guava-stored-cost.ts). The page never computes the cost itself.
 */
import type { StoredPermitsCost } from '../../engine/explain/guava-stored-cost';
import type { SimClient } from '../../worker/sim-client.svelte';

const KEY = 'flowlab:curve-acquire';
/** Guava takes an int; past a million permits the area is the whole curve anyway */
export const MAX_ACQUIRE = 1_000_000;

export function validAcquire(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_ACQUIRE;
}

function saved(): number | null {
  try {
    const n = Number(localStorage.getItem(KEY));
    return validAcquire(n) ? n : null;
  } catch {
    return null; // storage may be blocked: the default applies
  }
}

class AcquireSize {
  /** null until the user picks one: the chart then prices one second of permits (permitsPerSecond) */
  permits = $state<number | null>(saved());

  set(n: number): void {
    if (!validAcquire(n)) return;
    this.permits = n;
    try {
      localStorage.setItem(KEY, String(n));
    } catch {
      /* not remembered, still shown */
    }
  }
}

export const acquireSize = new AcquireSize();

interface Question {
  scenario: unknown;
  limiterId: string;
  atMs: number;
  permits: number;
}

/**
 * Asks the worker one question at a time: while one is out, only the newest of the later ones is kept and asked
 * next, so playback (a new cursor every frame) never queues up stale work; each answer carries what it was for.
 */
export class StoredCostQuery {
  answer = $state.raw<StoredPermitsCost | null>(null);
  /** the limiter the answer is about (a switch of limiter must not show the old one's area) */
  answerFor = $state<string | null>(null);
  #next: Question | null = null;
  #busy = false;

  constructor(private readonly sim: SimClient) {}

  ask(q: Question): void {
    this.#next = q;
    if (!this.#busy) void this.#pump();
  }

  async #pump(): Promise<void> {
    this.#busy = true;
    while (this.#next !== null) {
      const q = this.#next;
      this.#next = null;
      const a = await this.sim.storedPermitsCost(q.scenario, q.limiterId, q.atMs, q.permits);
      this.answer = a;
      this.answerFor = q.limiterId;
    }
    this.#busy = false;
  }
}
