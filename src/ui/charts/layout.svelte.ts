/**
 * A chart's geometry, shared by every chart through ChartFrame: the plot's size (bound to its box), the
 * margins, the x scale and the y scales fitted to the height. Time charts all get the same time scale over
 * [0, durationMs] and the same margins, so their time axes line up and one cursor reads across them; a chart
 * whose x is not time (the warm-up curve, x = stored tokens) gives its own domain and margins.
 */
import { scaleLinear, type ScaleLinear } from 'd3';
import { getApp } from '../state/context';
import type { View } from '../state/view.svelte';

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Margins shared by the time charts, so their time axes line up. */
export const TIME_MARGIN: Readonly<Margin> = { top: 22, right: 130, bottom: 36, left: 54 };

export type XDomain =
  /** the run's time, [0, durationMs] (cursor, crosshair and hover follow it) */
  | { time: () => number }
  /** any other quantity on x (no clock cursor on it) */
  | { values: () => readonly [number, number] };

export interface LayoutOptions {
  x: XDomain;
  /** margins that differ from TIME_MARGIN (e.g. room for long level labels on the right) */
  margin?: () => Partial<Margin>;
  /** the size before the first layout pass */
  width?: number;
  height?: number;
}

export class ChartLayout {
  /** the plot box, bound by ChartFrame */
  width = $state(640);
  height = $state(240);
  readonly time: boolean;
  readonly #opts: LayoutOptions;
  readonly #view: View | undefined;

  /** Call while a chart component initialises (it reads the app's View from context). */
  constructor(opts: LayoutOptions) {
    this.#opts = opts;
    this.#view = getApp()?.view;
    this.time = 'time' in opts.x;
    if (opts.width !== undefined) this.width = opts.width;
    if (opts.height !== undefined) this.height = opts.height;
  }

  /** a small frame (View.compact): tighter margins */
  get compact(): boolean {
    return this.#view?.compact ?? false;
  }

  readonly M: Margin = $derived.by(() => {
    const m = { ...TIME_MARGIN, ...this.#opts.margin?.() };
    // a small frame or a narrow chart (a phone): the default right margin, room for `count 20` and
    // `500 ms buckets`, shrinks to what those labels take; a chart's own margin stays
    const right = m.right === TIME_MARGIN.right && (this.compact || this.width < 480) ? 96 : m.right;
    if (!this.compact) return { ...m, right };
    return { ...m, top: Math.min(m.top, 16), right, bottom: Math.min(m.bottom, 22) };
  });

  readonly x: ScaleLinear<number, number> = $derived.by(() => {
    const d = this.#opts.x;
    const domain = 'time' in d ? [0, d.time()] : [...d.values()];
    return scaleLinear()
      .domain(domain)
      .range([this.M.left, Math.max(this.M.left + 10, this.width - this.M.right)]);
  });

  /** left of the plot area to right of it (may be negative before layout) */
  readonly plotWidth: number = $derived(this.width - this.M.left - this.M.right);
  /** right edge of the plot area: where level lines end and their labels start */
  readonly right: number = $derived(this.width - this.M.right);
  /** about one time tick per 55 px */
  readonly timeTicks: number = $derived(Math.max(2, Math.floor(this.plotWidth / 55)));

  /**
   * A y scale over `domain` (niced), from `top` down to the bottom margin less `inset`; always at least
   * 10 px tall.
   */
  yScale(domain: readonly [number, number], top: number = this.M.top, inset = 0): ScaleLinear<number, number> {
    return scaleLinear()
      .domain([...domain])
      .nice()
      .range([Math.max(top + 10, this.height - this.M.bottom - inset), top]);
  }
}
