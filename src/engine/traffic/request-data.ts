/**
 * The argument tuple and gateway request of every request, as two index columns into per-run tables of
 * DISTINCT values, so a million requests over a hundred hot keys are a million int32s and a hundred small
 * arrays, not a million objects:
 *
 *   args[i]            Int32Array   index into `argTuples`: the argument array request i enters with
 *   gatewayRequest[i]  Int32Array   index into `gatewayRequests`: the request record a gateway adapter parses
 *
 * Entry 0 of each table is the "nothing" value shared by every source without them: `[]` (an entry without
 * arguments) and `{}` (a request with no attributes). Tuples are deduplicated across the whole run by Java
 * `equals` of their elements (`keyOf`), requests by their JSON text.
 *
 * RANDOMNESS. Each argument position and each gateway attribute of each source draws from its own mulberry32
 * stream (seeds.ts: `paramStreamSeed`, `gatewayStreamSeed`), one uniform per request of the source in time
 * order, so adding an argument or a header never moves another's values, nor any arrival time.
 */
import { mulberry32 } from '../random';
import { keyOf, type JavaValue } from '../sentinel/param-flow/java-value';
import type { GatewayRequest } from '../sentinel/gateway/gateway-param-parser';
import { argumentValueAt, asDistribution, type ArgumentDistribution } from './arguments';
import { attributeSlots, gatewayRequestOf, type GatewayAttributes } from './gateway-attributes';
import { gatewayStreamSeed, paramStreamSeed } from './seeds';
import { candidateCount, sampleIndices, type Distribution } from './value-distribution';

export interface RequestDataSource {
  /** Absent: no arguments. */
  readonly params?: readonly ArgumentDistribution[];
  /** Absent or null: not a gateway request. */
  readonly gateway?: GatewayAttributes | null;
}

export interface RequestDataColumns {
  readonly args: Int32Array;
  readonly gatewayRequest: Int32Array;
}

export interface RequestDataTables {
  /** Distinct argument arrays; [0] is `[]`. */
  readonly argTuples: readonly (readonly JavaValue[])[];
  /** Distinct gateway request records; [0] is `{}`. */
  readonly gatewayRequests: readonly GatewayRequest[];
}

/** Most pick combinations looked up in a flat Int32Array (4 MB). */
const FLAT_LOOKUP_MAX = 1 << 20;

/** A growing table of distinct values, keyed by a string that is equal exactly for equal values. */
class DistinctTable<T> {
  readonly values: T[] = [];
  private readonly ids = new Map<string, number>();
  constructor(empty: T, emptyKey: string) {
    this.id(emptyKey, () => empty);
  }
  id(key: string, make: () => T): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(make());
      this.ids.set(key, id);
    }
    return id;
  }
}

/**
 * Rows [from, to) of `col` for one source: per row, one pick per field; equal pick tuples map to one table
 * entry (a per-source map over the picks, so the table's key is computed once per distinct tuple).
 */
function fillPicks<T>(
  col: Int32Array,
  from: number,
  to: number,
  dists: readonly Distribution<unknown>[],
  streamSeed: (field: number) => number,
  globalKey: (picks: readonly number[]) => { key: string; make: () => T },
  table: DistinctTable<T>,
): void {
  const n = to - from;
  const picks = dists.map((d, j) => sampleIndices(d, n, () => mulberry32(streamSeed(j))));
  const sizes = dists.map(candidateCount);
  // The picks as one mixed-radix number; while there are few combinations, a flat table maps it to the
  // table id (no Map, no allocation per row), else a Map keyed by the number or, beyond 2^53, the text.
  let radix = 1;
  for (const size of sizes) radix *= size;
  const flat = radix <= FLAT_LOOKUP_MAX ? new Int32Array(radix).fill(-1) : null;
  const numeric = radix <= Number.MAX_SAFE_INTEGER;
  const local = new Map<number | string, number>();
  const row: number[] = new Array<number>(dists.length).fill(0);
  const m = dists.length;
  for (let i = 0; i < n; i++) {
    let key: number | string;
    if (numeric) {
      let k = 0;
      for (let j = 0; j < m; j++) k = k * sizes[j] + picks[j][i];
      key = k;
    } else {
      key = picks.map((p) => p[i]).join(',');
    }
    let id = flat !== null ? flat[key as number] : local.get(key);
    if (id === undefined || id < 0) {
      for (let j = 0; j < m; j++) row[j] = picks[j][i];
      const g = globalKey(row);
      id = table.id(g.key, g.make);
      if (flat !== null) flat[key as number] = id;
      else local.set(key, id);
    }
    col[from + i] = id;
  }
}

/** Builds the two columns and tables for a run, source by source (`fill` rows of one source at a time). */
export class RequestDataBuilder {
  private readonly tuples = new DistinctTable<readonly JavaValue[]>([], '');
  private readonly requests = new DistinctTable<GatewayRequest>({}, '{}');
  readonly columns: RequestDataColumns;

  constructor(
    count: number,
    private readonly seed: number,
  ) {
    this.columns = { args: new Int32Array(count), gatewayRequest: new Int32Array(count) };
  }

  /** Fill rows [from, to), the requests of source number `source` in time order. */
  fill(from: number, to: number, src: RequestDataSource, source: number): void {
    if (src.params !== undefined && src.params.length > 0) {
      const params = src.params;
      fillPicks(
        this.columns.args,
        from,
        to,
        params.map(asDistribution),
        (j) => paramStreamSeed(this.seed, source, j),
        (row) => {
          const values = row.map((pick, j) => argumentValueAt(params[j], pick));
          return { key: values.map(keyOf).join('\u0000'), make: () => values };
        },
        this.tuples,
      );
    }
    if (src.gateway !== undefined && src.gateway !== null) {
      const slots = attributeSlots(src.gateway);
      fillPicks(
        this.columns.gatewayRequest,
        from,
        to,
        slots.map((s) => s.dist),
        (j) => gatewayStreamSeed(this.seed, source, slots[j].stream),
        (row) => {
          const request = gatewayRequestOf(slots, row);
          return { key: JSON.stringify(request), make: () => request };
        },
        this.requests,
      );
    }
  }

  tables(): RequestDataTables {
    return { argTuples: this.tuples.values, gatewayRequests: this.requests.values };
  }
}
