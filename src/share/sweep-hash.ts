/**
 * The `sweep` parameter of the URL fragment (`#s=1.…&sweep=1.…`), as text: pure functions of the hash string,
 * apart from the definition's codec (sweep-link.ts) so the first visit's page carries only these few lines.
 */
export const SWEEP_PARAM = 'sweep';

function params(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** The `sweep` parameter of `hash`, or null. */
export function sweepFromHash(hash: string): string | null {
  const v = params(hash).get(SWEEP_PARAM);
  return v === null || v === '' ? null : v;
}

/** `hash` with the `sweep` parameter set (or removed, for null); other parameters kept. */
export function hashWithSweep(hash: string, text: string | null): string {
  const p = params(hash);
  if (text === null) p.delete(SWEEP_PARAM);
  else p.set(SWEEP_PARAM, text);
  const rest = p.toString();
  return rest === '' ? '' : `#${rest}`;
}

/** `made` (a hash built from an older address) with the sweep parameter as it is in `current` (the address now). */
export function withSweepOf(made: string, current: string): string {
  return hashWithSweep(made, sweepFromHash(current));
}
