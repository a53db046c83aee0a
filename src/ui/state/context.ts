import { getContext, setContext } from 'svelte';
import type { SimClient } from '../../worker/sim-client.svelte';
import type { Clock } from './clock.svelte';
import type { Playground } from './playground.svelte';
import type { Selection } from './selection.svelte';
import type { View } from './view.svelte';

/** What every component can reach: one instance each, created by App. */
export interface AppContext {
  clock: Clock;
  sim: SimClient;
  view: View;
  playground: Playground;
  /** the request "Explain this decision" shows (absent where the app has no explanation panel, e.g. an embed) */
  selection?: Selection;
}

const KEY = Symbol('flowlab');

export function setApp(ctx: AppContext): AppContext {
  return setContext(KEY, ctx);
}

export function getApp(): AppContext {
  return getContext<AppContext>(KEY);
}
