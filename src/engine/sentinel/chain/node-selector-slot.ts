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
      };
      this.byName.set(name, r);
    }
    return r;
  }

  /** The resource's entry if one exists (never creates one). */
  find(name: string): ResourceEntry | undefined {
    return this.byName.get(name);
  }

  /** Both slots' work for an arriving request: its resource, DefaultNode and origin node on the walk. */
  select(w: Walk, req: ChainRequest): void {
    const res = this.resource(req.resource);
    let node = res.contexts.get(req.context);
    if (node === undefined) {
      node = new DefaultNode(this.clock, res.cluster);
      res.contexts.set(req.context, node);
    }
    let originNode: StatisticNode | null = null;
    if (req.origin !== '') {
      originNode = res.origins.get(req.origin) ?? null;
      if (originNode === null) {
        originNode = new StatisticNode(this.clock, this.nodeOptions);
        res.origins.set(req.origin, originNode);
      }
    }
    w.res = res;
    w.node = node;
    w.originNode = originNode;
  }
}
