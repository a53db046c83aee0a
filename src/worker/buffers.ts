import type { SimResult } from '../engine/sim/result';
import { trafficMemo } from '../engine/sim/traffic-memo';

/**
 * Every distinct ArrayBuffer behind the result's typed arrays (at any depth), for comlink's `transfer`. Transferring
 * detaches them here, so the kept traffic (traffic-memo.ts) is dropped should it share one.
 */
export function collectBuffers(result: SimResult): ArrayBuffer[] {
  const seen = new Set<ArrayBuffer>();
  const visit = (v: unknown, depth: number): void => {
    if (ArrayBuffer.isView(v)) {
      if (v.buffer instanceof ArrayBuffer && v.buffer.byteLength > 0) seen.add(v.buffer);
      return;
    }
    if (depth > 6 || typeof v !== 'object' || v === null) return;
    for (const x of Array.isArray(v) ? v : Object.values(v)) visit(x, depth + 1);
  };
  for (const lim of result.limiters) visit(lim, 0);
  const buffers = [...seen];
  trafficMemo.forgetIfShared(buffers);
  return buffers;
}
