/**
 * Compare mode in the URL fragment: `#s=1.…&compare=warmup-vs-smooth`. The preset travels (or `on` for a
 * list without one); its rows are recomputed from the scenario in `s`. Rows that cannot be recomputed (added by
 * hand, or a preset's rows frozen when one was removed) travel in `rows` (src/share/compare-rows.ts). Pure
 * functions of the hash string, kept apart from the link codec so the page's bundle does not pull it in.
 */
import { ROWS_PARAM } from '../../share/compare-rows';

export const COMPARE_PARAM = 'compare';

function params(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** The `compare` parameter of `hash`, or null when there is none. */
export function compareFromHash(hash: string): string | null {
  const v = params(hash).get(COMPARE_PARAM);
  return v === null || v === '' ? null : v;
}

/** `hash` with the `compare` parameter set (or removed, for null); other parameters kept. */
export function hashWithCompare(hash: string, value: string | null): string {
  const p = params(hash);
  if (value === null) p.delete(COMPARE_PARAM);
  else p.set(COMPARE_PARAM, value);
  const rest = p.toString();
  return rest === '' ? '' : `#${rest}`;
}

/** The `rows` parameter of `hash` (Compare's rows, as link text), or null. */
export function rowsFromHash(hash: string): string | null {
  const v = params(hash).get(ROWS_PARAM);
  return v === null || v === '' ? null : v;
}

/** `hash` with the `rows` parameter set (or removed, for null); other parameters kept. */
export function hashWithRows(hash: string, text: string | null): string {
  const p = params(hash);
  if (text === null) p.delete(ROWS_PARAM);
  else p.set(ROWS_PARAM, text);
  const rest = p.toString();
  return rest === '' ? '' : `#${rest}`;
}

/**
 * Only Compare's parameters of `hash` ('' when Compare is off): what a share link keeps of the page's mode,
 * the preset and the rows that travel with it.
 */
export function compareOnly(hash: string): string {
  const v = compareFromHash(hash);
  if (v === null) return '';
  return hashWithRows(hashWithCompare('', v), rowsFromHash(hash));
}

/**
 * `made` (a hash built from an older address) with Compare's parameters as they are in `current` (the address
 * now): Compare may have written its rows while the scenario's link was being built.
 */
export function withCompareOf(made: string, current: string): string {
  return hashWithRows(hashWithCompare(made, compareFromHash(current)), rowsFromHash(current));
}
