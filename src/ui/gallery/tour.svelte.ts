/**
 * The example loaded from the gallery and where its tour stands.
 *
 * One per page, as a module singleton: the gallery lives in the header and the tour bar above the
 * clock, far apart in the tree, and neither needs anything from App but the shared context it
 * already reads. The bar does the seeking (it knows the clock and the run); this only says which
 * stop is on screen. `moves` counts every move, so a restart at stop 1 seeks again.
 */
import type { Scenario } from '../../engine/scenario';
import type { GalleryPreset, TourStep } from './presets';
import { nextStep, previousStep } from './tour-steps';

export class TourState {
  /** the example loaded last, and the very scenario object handed to `pg.load` (to notice edits) */
  loaded = $state.raw<{ preset: GalleryPreset; scenario: Scenario } | null>(null);
  /** the stop on screen; -1 when no tour runs */
  index = $state(-1);
  moves = $state(0);

  get active(): boolean {
    return this.loaded !== null && this.index >= 0;
  }

  get step(): TourStep | null {
    return this.active ? this.loaded!.preset.tour[this.index] : null;
  }

  get last(): boolean {
    return this.active && this.index === this.loaded!.preset.tour.length - 1;
  }

  /** A new example is on screen; any tour of the previous one ends. */
  load(preset: GalleryPreset, scenario: Scenario): void {
    this.loaded = { preset, scenario };
    this.index = -1;
  }

  /** To stop 1 (again, if the tour already runs). */
  start(): void {
    if (!this.loaded) return;
    this.index = 0;
    this.moves++;
  }

  next(): void {
    if (this.active) this.#go(nextStep(this.loaded!.preset, this.index));
  }

  back(): void {
    if (this.active) this.#go(previousStep(this.loaded!.preset, this.index));
  }

  exit(): void {
    this.index = -1;
  }

  #go(i: number): void {
    if (i === this.index) return;
    this.index = i;
    this.moves++;
  }
}

export const tour = new TourState();
