import { getContext, setContext } from 'svelte';
import type { SweepState } from './sweep.svelte';

const KEY = Symbol('flowlab-sweep');

export function setSweep(state: SweepState): SweepState {
  return setContext(KEY, state);
}

/** The app's sweep state; undefined where a page has no sweep (an embed). */
export function getSweep(): SweepState | undefined {
  return getContext<SweepState | undefined>(KEY);
}
