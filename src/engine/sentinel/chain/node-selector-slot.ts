/**
 * NodeSelectorSlot and ClusterBuilderSlot: the first two slots of the chain. They never block; they give a request
 * the statistics nodes every later slot reads and StatisticSlot writes:
 *   NodeSelectorSlot   the context's DefaultNode for the resource (one per context name and resource), created on
 *                      the first entry in that context;
 *   ClusterBuilderSlot the resource's ClusterNode (one per resource), and, when the request has an origin, the
 *                      origin's node under it (ClusterNode.getOrCreateOriginNode).
 * A DefaultNode forwards every write to its ClusterNode (default-node.ts).
 *
 * Flowlab also creates a resource's ClusterNode when a rule names the resource (at load), so a RELATE rule and the
 * result's sampling can read it before any request came; whether a resource was ever entered is whether it has a
 * DefaultNode (`contexts.size > 0`), which is what FlowRuleChecker's RELATE lookup sees.
 *
 * NODES NOBODY READS. Of a resource's nodes, only the ClusterNode is read by every kind of rule; an origin's node
 * is read only by flow rules for that origin or for "other" (any origin no rule names), the DefaultNodes' own
 * numbers only by CHAIN flow rules (a DefaultNode forwards every write to the ClusterNode). A slot that reads them
 * says so when the chain is built (`readOrigin`, `readContexts`); otherwise the walk writes straight to the
 * ClusterNode (the same calls it would receive through the DefaultNode) and keeps no origin node. Numbers no rule reads are never
 * observed, so no decision changes; StatisticSlot's writes per request drop from three or four nodes to two.
 *
 * HOW WE DIFFER FROM UPSTREAM. One entry per request (no nested entries, so no entrance node tree); the request's
 * resource, origin and context are given, not read from a thread-local Context.
 */
import type { SimClock } from '../../clock';
import { StatisticNode } from '../statistic-node';
import { DefaultNode } from './default-node';
import type { ChainRequest, ResourceEntry, Walk } from './walk';

export class NodeSelection {
  private readonly byName = new Map<string, ResourceEntry>();
  private count = 0;
  /** by request `source` tag: what `select` gave its first request */
  private readonly bySource: (
    { res: ResourceEntry; node: StatisticNode; originNode: StatisticNode | null } | undefined
  )[] = [];

  constructor(
    private readonly clock: SimClock,
    /** options of the nodes the chain creates (1.7.2: statisticMaxRt 4900) */
    readonly nodeOptions: { statisticMaxRt?: number },
  ) {}

  /** The resource's entry, created (with its ClusterNode) on first use. */
  resource(name: string): ResourceEntry {
    let r = this.byName.get(name);
    if (r === undefined) {
      r = {
        name,
        id: this.count++,
        cluster: new StatisticNode(this.clock, this.nodeOptions),
        origins: new Map(),
        contexts: new Map(),
        originsRead: new Set(),
        contextsRead: false,
      };
      this.byName.set(name, r);
    }
    return r;
  }

  /** A slot reads the node of `origin` on resource `name` ('': of every origin). */
  readOrigin(name: string, origin: string): void {
    this.resource(name).originsRead.add(origin);
  }

  /** A slot reads the DefaultNodes of `name` themselves. */
  readContexts(name: string): void {
    this.resource(name).contextsRead = true;
  }

  /** The resource's entry if one exists (never creates one). */
  find(name: string): ResourceEntry | undefined {
    return this.byName.get(name);
  }

  /**
   * Both slots' work for an arriving request: its resource, DefaultNode and origin node on the walk. A request
   * with a `source` tag (same tag, same resource, origin and context) reuses what its tag's first request got:
   * once created, a node is never replaced.
   */
  select(w: Walk, req: Required<ChainRequest>): void {
    const tag = req.source;
    if (tag >= 0) {
      const hit = this.bySource[tag];
      if (hit !== undefined) {
        w.res = hit.res;
        w.node = hit.node;
        w.originNode = hit.originNode;
        return;
      }
    }
    const res = this.resource(req.resource);
    let node = res.contexts.get(req.context);
    if (node === undefined) {
      node = new DefaultNode(this.clock, res.cluster);
      res.contexts.set(req.context, node);
    }
    let originNode: StatisticNode | null = null;
    const read = res.originsRead;
    if (req.origin !== '' && read.size > 0 && (read.has('') || read.has(req.origin))) {
      originNode = res.origins.get(req.origin) ?? null;
      if (originNode === null) {
        originNode = new StatisticNode(this.clock, this.nodeOptions);
        res.origins.set(req.origin, originNode);
      }
    }
    w.res = res;
    w.node = res.contextsRead ? node : res.cluster;
    w.originNode = originNode;
    if (tag >= 0) this.bySource[tag] = { res, node: w.node, originNode };
  }
}
