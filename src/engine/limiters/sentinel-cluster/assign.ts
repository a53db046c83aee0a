/**
 * Which node a request of the scenario's traffic arrives at (config.ts, TRAFFIC). Deterministic and
 * slice-independent: the state is kept between calls, requests are dealt in order.
 *
 * "split" with skew 0 deals round-robin (node = k mod N). With skew s > 0 the weights are w_i = 1 / (i + 1)^s and
 * the dealer is smooth weighted round-robin (as nginx's upstream balancer): every request adds w_i to each
 * node's credit, the node with the most credit takes it and pays the total. Over any run each node gets its
 * share within one request, interleaved, never in runs.
 *
 *   weights 3 : 1 (two nodes), credits after adding: (3,1) → node 0 pays 4; (2,2) → node 0 (ties go to the lower
 *   index); (1,3) → node 1; (4,0) → node 0; back to (0,0): the period is 0, 0, 1, 0.
 *
 * "perSource": node = traffic source index mod N (a request without a source index is source 0).
 */
export class NodeDealer {
  private readonly weights: Float64Array;
  private readonly credit: Float64Array;
  private readonly total: number;
  private k = 0;

  constructor(
    readonly nodes: number,
    readonly mode: 'split' | 'perSource',
    readonly skew: number,
  ) {
    this.weights = new Float64Array(nodes);
    for (let i = 0; i < nodes; i++) this.weights[i] = 1 / Math.pow(i + 1, skew);
    this.credit = new Float64Array(nodes);
    this.total = this.weights.reduce((a, b) => a + b, 0);
  }

  /** Each node's share of the traffic ("split"), summing to 1. */
  shares(): number[] {
    return Array.from(this.weights, (w) => w / this.total);
  }

  /** The node of the next request (`source`: its traffic source index). */
  next(source: number): number {
    const n = this.nodes;
    if (this.mode === 'perSource') return source % n;
    if (this.skew === 0) {
      const i = this.k;
      this.k = i + 1 === n ? 0 : i + 1;
      return i;
    }
    const w = this.weights;
    const c = this.credit;
    let best = 0;
    for (let i = 0; i < n; i++) {
      c[i] += w[i];
      if (c[i] > c[best]) best = i;
    }
    c[best] -= this.total;
    return best;
  }
}
