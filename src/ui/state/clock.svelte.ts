/**
 * The playback clock: a cursor over a finished run. Playing animates only the cursor
 * (requestAnimationFrame); the simulation never re-runs because of it. With
 * prefers-reduced-motion, playing becomes stepping: the cursor jumps once a second.
 */

export const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 25, 50, 100] as const;

export class Clock {
  /** cursor time, ms since the scenario's start */
  cursorMs = $state(0);
  durationMs = $state(10_000);
  tickMs = $state(100);
  playing = $state(false);
  /** simulated ms per real ms */
  speed = $state(1);
  reducedMotion = $state(false);

  /** index of the tick that holds the cursor */
  readonly tick = $derived(Math.min(Math.max(0, Math.floor(this.cursorMs / this.tickMs)), this.lastTick));
  get lastTick(): number {
    return Math.max(0, Math.ceil(this.durationMs / this.tickMs) - 1);
  }

  #raf = 0;
  #lastFrame = 0;
  #sinceStep = 0;

  constructor() {
    if (typeof matchMedia === 'function') {
      const mq = matchMedia('(prefers-reduced-motion: reduce)');
      this.reducedMotion = mq.matches;
      mq.addEventListener('change', (e) => (this.reducedMotion = e.matches));
    }
  }

  setRun(durationMs: number, tickMs: number): void {
    this.durationMs = durationMs;
    this.tickMs = tickMs > 0 ? tickMs : 1;
    if (this.cursorMs > durationMs) this.cursorMs = durationMs;
  }

  seek(ms: number): void {
    this.cursorMs = Math.min(Math.max(0, ms), this.durationMs);
  }

  play(): void {
    if (this.playing) return;
    if (this.cursorMs >= this.durationMs) this.cursorMs = 0;
    this.playing = true;
    this.#lastFrame = performance.now();
    this.#sinceStep = 0;
    this.#raf = requestAnimationFrame(this.#frame);
  }

  pause(): void {
    this.playing = false;
    cancelAnimationFrame(this.#raf);
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  reset(): void {
    this.pause();
    this.cursorMs = 0;
  }

  /** to the end of the run (End) */
  toEnd(): void {
    this.pause();
    this.seek(this.durationMs);
  }

  /** moves to the start of the next tick */
  stepForward(): void {
    this.pause();
    this.seek((this.tick + 1) * this.tickMs);
  }

  /** moves to the start of the previous tick (or of this one, if the cursor is inside it) */
  stepBack(): void {
    this.pause();
    const start = this.tick * this.tickMs;
    this.seek(this.cursorMs > start ? start : (this.tick - 1) * this.tickMs);
  }

  /** jumps to the first arrival strictly after the cursor in `arrivalsMs` (sorted) */
  nextRequest(arrivalsMs: ArrayLike<number>, count: number): void {
    this.pause();
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (arrivalsMs[mid] <= this.cursorMs) lo = mid + 1;
      else hi = mid;
    }
    if (lo < count) this.seek(arrivalsMs[lo]);
  }

  #frame = (now: number): void => {
    if (!this.playing) return;
    const dt = Math.min(now - this.#lastFrame, 250);
    this.#lastFrame = now;
    if (this.reducedMotion) {
      this.#sinceStep += dt;
      if (this.#sinceStep >= 1000) {
        this.#sinceStep = 0;
        this.cursorMs = Math.min(this.durationMs, this.cursorMs + 1000 * this.speed);
      }
    } else {
      this.cursorMs = Math.min(this.durationMs, this.cursorMs + dt * this.speed);
    }
    if (this.cursorMs >= this.durationMs) {
      this.playing = false;
      return;
    }
    this.#raf = requestAnimationFrame(this.#frame);
  };
}
