/// <reference types="vite/client" />
/**
 * Every limiter's view, found by its folder: `ui/limiters/<kind>/index.ts` default-exports the view of `<kind>`
 * (a built-in kind, engine limiters/manifest.ts), so a view needs no table line and a kind needs no view (it
 * shows with the defaults). `test/ui/limiter-views.test.ts` holds every folder's name to a registered kind and its
 * default export to a `LimiterView`. The UI asks here for everything it shows of a limiter (its "why?" line,
 * charts, controls, choices, panels, cursor rows, picker option, Compare presets and messages); the engine's
 * registry has the cores (what a limiter is and the columns it logs), engines.ts how each runs.
 *
 * `registerView` adds the view of a module registered at run time (`registerLimiter`, a plug-in or a test's
 * extra limiter). A core with no view registered shows with the defaults (`DEFAULT_VIEW`): the page renders
 * every registered limiter. Only the page (and tests, through vite) import this file: the folder glob is vite's.
 */
import { allLimiterModules, limiterModule } from '../../engine/limiters/registry';
import type { LimiterModule } from '../../engine/limiters/contract';
import { DEFAULT_VIEW, type LimiterView } from './view';

/** Each view folder's `index.ts`, by path (`./go-rate/index.ts`); read on first use. */
const FOLDERS = import.meta.glob<{ readonly default: LimiterView }>('./*/index.ts', { eager: true });

/** `./go-rate/index.ts` → `go-rate`. */
export function folderKind(path: string): string {
  return path.replace(/^\.\/([^/]+)\/index\.ts$/, '$1');
}

let table: ReadonlyMap<string, LimiterView> | null = null;

/** The built-in views, by the kind their folder names. */
export function builtInViews(): ReadonlyMap<string, LimiterView> {
  return (table ??= new Map(Object.entries(FOLDERS).map(([path, m]) => [folderKind(path), m.default])));
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
  const own = builtInViews().get(kind);
  if (own !== undefined) return own;
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
