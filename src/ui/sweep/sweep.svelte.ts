/**
 * Whether the Sweep panel is open, on the page from its first visit: the header's button and the address's
 * `&sweep=…` open it. Everything the panel works with (the definition, the pool of workers, the points, apply
 * and undo) is `SweepRunner` (sweep-run.svelte.ts), loaded with the panel, which creates it on first showing
 * and keeps it here so it outlives the panel.
 */
import { sweepFromHash } from '../../share/sweep-hash';
import type { SweepRunner } from './sweep-run.svelte';

export class SweepState {
  active = $state(false);
  /** opened by its button: the panel takes the focus once shown */
  focusOnOpen = $state(false);
  /** a link's sweep definition (its text) not yet read by the runner */
  linkText = $state<string | null>(null);
  runner = $state.raw<SweepRunner | null>(null);

  constructor() {
    if (typeof location !== 'undefined') this.readHash(location.hash);
  }

  /** Opens the panel on the sweep a link holds (`&sweep=…`); the runner reads and runs it. */
  readHash(hash: string): void {
    const text = sweepFromHash(hash);
    if (text === null) return;
    this.active = true;
    this.runner?.warm();
    if (this.runner) this.runner.openLink(text);
    else this.linkText = text;
  }

  toggle(): void {
    this.active = !this.active;
    this.focusOnOpen = this.active;
    if (!this.active) {
      this.runner?.cancel();
      this.runner?.release();
    } else this.runner?.warm();
    this.runner?.keep();
  }

  close(): void {
    if (this.active) this.toggle();
  }
}
