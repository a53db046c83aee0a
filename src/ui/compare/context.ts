/** Compare mode's state, shared through its own context (App creates it; the header's toggle and the view read it). */
import { getContext, setContext } from 'svelte';
import type { CompareState } from './compare.svelte';

const KEY = Symbol('flowlab.compare');

export function setCompare(state: CompareState): CompareState {
  return setContext(KEY, state);
}

export function getCompare(): CompareState {
  return getContext<CompareState>(KEY);
}
