/**
 * Every limiter's view, by its kind: one line for each kind that has a view (views are optional: a kind with none
 * shows with the defaults). The table's keys are built-in kinds (engine limiters/manifest.ts) in a mapped type, so
 * a line that names a kind that is not built in does not compile, and test/ui/limiter-views.test.ts holds every
 * view folder (`ui/limiters/<kind>/index.ts`) to its line. (The table is written out, not found with the bundler's
 * folder glob, because the CLI reads the views' English through i18n/lang.ts and runs in a clone through tsx,
 * which has no glob.) The UI asks here for everything it shows of a limiter (its "why?" line, charts, controls,
 * choices, panels, cursor rows, picker option, Compare presets and messages); the engine's registry has the
 * cores (what a limiter is and the columns it logs), engines.ts how each runs.
 *
 * `registerView` adds the view of a module registered at run time (`registerLimiter`, a plug-in or a test's
 * extra limiter). A core with no view registered shows with the defaults (`DEFAULT_VIEW`): the page renders
 * every registered limiter. The table is built on first use, so view files may import helpers that import this.
 */
import type { BuiltInLimiterKind } from '../../engine/limiters/kinds';
import { allLimiterModules, limiterModule } from '../../engine/limiters/registry';
import type { LimiterModule } from '../../engine/limiters/contract';
import type { Catalog } from '../i18n/messages/catalog';
import { DEFAULT_VIEW, type LazyParts, type LimiterView } from './view';
import { bucket4jView } from './bucket4j';
import { envoyLocalView } from './envoy-local';
import { goRateView } from './go-rate';
import { guavaBurstyView } from './guava-bursty';
import { guavaWarmingUpView } from './guava-warming-up';
import { nginxLimitReqView } from './nginx-limit-req';
import { resilience4jView } from './resilience4j';
import { scgRedisView } from './scg-redis';
import { sentinelChainView } from './sentinel-chain';
import { sentinelClusterView } from './sentinel-cluster';
import { sentinelDefaultView } from './sentinel-default';
import { sentinelGoView } from './sentinel-go';
import { sentinelNoneView } from './sentinel-none';
import { sentinelRateLimiterView } from './sentinel-rate-limiter';
import { sentinelThreadView } from './sentinel-thread';
import { sentinelThrottlingView } from './sentinel-throttling';
import { sentinelWarmUpView } from './sentinel-warm-up';
import { sentinelWarmUpRateLimiterView } from './sentinel-warm-up-rate-limiter';
import { textbookFixedWindowView } from './textbook-fixed-window';
import { textbookGcraView } from './textbook-gcra';
import { textbookLeakyBucketView } from './textbook-leaky-bucket';
import { textbookSlidingLogView } from './textbook-sliding-log';
import { textbookSlidingWindowCounterView } from './textbook-sliding-window-counter';

/** Optional per kind: a kind without a line shows with `DEFAULT_VIEW`. */
type Views = { readonly [K in BuiltInLimiterKind]?: LimiterView };

function lines() {
  return {
    'sentinel-default': sentinelDefaultView,
    'sentinel-thread': sentinelThreadView,
    'sentinel-warm-up': sentinelWarmUpView,
    'sentinel-rate-limiter': sentinelRateLimiterView,
    'sentinel-throttling': sentinelThrottlingView,
    'sentinel-warm-up-rate-limiter': sentinelWarmUpRateLimiterView,
    'sentinel-none': sentinelNoneView,
    'sentinel-chain': sentinelChainView,
    'guava-bursty': guavaBurstyView,
    'guava-warming-up': guavaWarmingUpView,
    'go-rate': goRateView,
    resilience4j: resilience4jView,
    bucket4j: bucket4jView,
    'scg-redis': scgRedisView,
    'sentinel-go': sentinelGoView,
    'textbook-fixed-window': textbookFixedWindowView,
    'textbook-sliding-log': textbookSlidingLogView,
    'textbook-sliding-window-counter': textbookSlidingWindowCounterView,
    'textbook-leaky-bucket': textbookLeakyBucketView,
    'textbook-gcra': textbookGcraView,
    'nginx-limit-req': nginxLimitReqView,
    'sentinel-cluster': sentinelClusterView,
    'envoy-local': envoyLocalView,
  } satisfies Views;
}

/** Each line with its own view's type: the lazy parts' types, which the preset ids below are derived from. */
type Lines = ReturnType<typeof lines>;

let table: Lines | null = null;

/** The built-in views, by kind (test/ui/limiter-views.test.ts reads them against the folders). */
export function builtInViews(): Views {
  return builtIns();
}

function builtIns(): Lines {
  return (table ??= lines());
}

type LazyOf<V> = V extends { readonly lazy: () => Promise<infer L> } ? L : never;
type PartOf<V, P extends keyof LazyParts> = LazyOf<V> extends { readonly [Q in P]: infer T } ? [T] : [];

/** The Compare preset ids the views declare (the keys of each `lazy.ts`'s `compare`). */
export type ViewComparePresetId = {
  [K in keyof Lines]: PartOf<Lines[K], 'compare'> extends [infer T] ? keyof T & string : never;
}[keyof Lines];

/** The gallery example ids the views declare (the ids of each `lazy.ts`'s `gallery`). */
export type ViewGalleryPresetId = {
  [K in keyof Lines]: PartOf<Lines[K], 'gallery'> extends [readonly { readonly id: infer I }[]] ? I : never;
}[keyof Lines];

/** Each built-in view's lazy parts, by kind: loaded once, when a part of them is first asked for. */
const lazyLoads = new Map<string, Promise<LazyParts>>();

function lazyParts(kind: string, view: LimiterView): Promise<LazyParts> | undefined {
  if (view.lazy === null) return undefined;
  let p = lazyLoads.get(kind);
  if (p === undefined) lazyLoads.set(kind, (p = view.lazy()));
  return p;
}

/**
 * One lazy part of every built-in view that has it (each view's `lazy.ts`, a chunk of its own): `[kind, part]`, in
 * the views' order, or by kind with `byKind` (for a catalog whose merge order was the folders').
 */
export async function loadViewParts<P extends keyof LazyParts>(
  part: P,
  byKind = false,
): Promise<[kind: string, part: NonNullable<LazyParts[P]>][]> {
  const views: [string, LimiterView][] = Object.entries(builtIns());
  if (byKind) views.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const loaded = await Promise.all(views.map(async ([kind, view]) => [kind, (await lazyParts(kind, view))?.[part]]));
  return loaded.filter((e): e is [string, NonNullable<LazyParts[P]>] => e[1] !== undefined);
}

/** One language's words of a lazy part of every built-in view that has them, in the views' order. */
export async function loadViewTexts(part: 'galleryTexts' | 'compareTexts', lang: 'en' | 'zh'): Promise<Catalog[]> {
  return (await loadViewParts(part)).map(([, texts]) => texts[lang]);
}

/** Views of modules registered at run time. */
const added = new Map<string, LimiterView>();

/** Adds (or replaces) the view of a kind; `unregisterView` removes it (built-ins stay). */
export function registerView(kind: string, view: LimiterView): void {
  added.set(kind, view);
}

export function unregisterView(kind: string): void {
  added.delete(kind);
}

/**
 * The view of a registered limiter: a built-in's, the one registered for it, or the defaults for a core
 * registered without one; undefined for a kind nobody registered.
 */
export function limiterView(kind: string): LimiterView | undefined {
  const own: Readonly<Record<string, LimiterView | undefined>> = builtIns();
  if (Object.hasOwn(own, kind)) return own[kind];
  return added.get(kind) ?? (limiterModule(kind) !== undefined ? DEFAULT_VIEW : undefined);
}

/** A limiter's core and view together: what the picker, the controls and Compare read of the selected one. */
export type ShownModule = LimiterModule & LimiterView;

/** The core and view of a kind. */
export function shownModule(kind: string): ShownModule | undefined {
  const core = limiterModule(kind);
  return core === undefined ? undefined : withView(core);
}

const shown = new WeakMap<LimiterModule, ShownModule & { readonly view: LimiterView }>();

/** A core with its view (the same object while neither changes). */
export function withView(core: LimiterModule): ShownModule {
  const view = limiterView(core.kind) ?? DEFAULT_VIEW;
  const known = shown.get(core);
  if (known !== undefined && known.view === view) return known;
  const both = { ...core, ...view };
  shown.set(core, Object.assign(both, { view }));
  return both;
}

/** Every registered limiter with its view, in the registry's order. */
export function allShownModules(): ShownModule[] {
  return allLimiterModules().map(withView);
}
