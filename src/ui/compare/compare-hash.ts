/**
 * Compare mode in the URL fragment: `#s=1.…&compare=warmup-vs-smooth`. Only the preset travels
 * (or `on` for a list built by hand, which reopens Compare with the preset that fits): the
 * variants themselves are recomputed from the scenario in `s`. Pure functions of the hash string,
 * kept apart from src/share so the page's bundle does not pull in the link codec.
 */

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

/** Only the `compare` parameter of `hash` ('' when there is none): what a share link keeps of the page's mode. */
export function compareOnly(hash: string): string {
  const v = compareFromHash(hash);
  return v === null ? '' : hashWithCompare('', v);
}
