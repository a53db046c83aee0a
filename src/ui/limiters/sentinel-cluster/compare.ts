/**
 * Compare's "cluster GLOBAL vs every node limiting locally at count / N" (issue 14): the focused cluster item
 * (or the first one; a default one when the scenario has none) with a GLOBAL threshold through the token
 * server, beside the same nodes and traffic with `localOnly` (no server; each node's own rule at count / N).
 * The traffic keys are not touched, so both rows see the same requests (compare/variant-patch.ts).
 */
import type { Scenario } from '../../../engine/scenario';
import type { Focus, Json, Variant } from '../../compare/variant-patch';

const DEFAULT_ITEM = {
  type: 'sentinelCluster',
  nodes: 5,
  rule: { resource: 'cluster-api', count: 100, clusterMode: true, clusterConfig: { flowId: 1, thresholdType: 1 } },
};

type Item = Record<string, unknown> & { type: string };

export function clusterVsLocal(base: Scenario, focus: Focus): Variant[] {
  const list = (base.limiters ?? []) as Item[];
  const focused = focus.kind === 'limiters' && list[focus.index]?.type === 'sentinelCluster' ? focus.index : -1;
  const at = focused >= 0 ? focused : list.findIndex((x) => x.type === 'sentinelCluster');
  const index = at >= 0 ? at : list.length;
  const item: Item = at >= 0 ? list[at] : DEFAULT_ITEM;
  const rule = (item.rule ?? DEFAULT_ITEM.rule) as Record<string, unknown>;
  const cc = (rule.clusterConfig ?? {}) as Record<string, unknown>;
  const globalRule = { ...rule, clusterConfig: { ...cc, thresholdType: 1 } };
  const cluster = { ...item, rule: globalRule, localOnly: false };
  const local = { ...item, rule: globalRule, localOnly: true };
  const nodes = typeof item.nodes === 'number' ? item.nodes : 5;
  const count = typeof rule.count === 'number' ? rule.count : 100;
  const withItem = (x: Item): Json => {
    const out = list.slice();
    out[index] = x;
    return structuredClone(out) as Json;
  };
  const id = `limiters:${index}`;
  return [
    {
      label: { key: 'compare.variant.clusterGlobal', params: { count, nodes } },
      patch: { limiters: withItem(cluster) },
      limiterId: id,
    },
    {
      label: { key: 'compare.variant.clusterLocal', params: { count: Math.round((count / nodes) * 100) / 100, nodes } },
      patch: { limiters: withItem(local) },
      limiterId: id,
    },
  ];
}

/** Its Compare presets by id (kept in share links): the view's `lazy.ts`, loaded with Compare. */
export default { 'cluster-vs-local': clusterVsLocal };
