import type { SimResult } from '../engine/sim/result';

/** Every distinct ArrayBuffer behind the result's typed arrays, for comlink's `transfer`. */
export function collectBuffers(result: SimResult): ArrayBuffer[] {
  const seen = new Set<ArrayBuffer>();
  const add = (a: unknown) => {
    if (ArrayBuffer.isView(a) && a.buffer instanceof ArrayBuffer && a.buffer.byteLength > 0) seen.add(a.buffer);
  };
  for (const lim of result.limiters) {
    for (const v of Object.values(lim.series)) add(v);
    for (const v of Object.values(lim.requests)) add(v);
  }
  return [...seen];
}
