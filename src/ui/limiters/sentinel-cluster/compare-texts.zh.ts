/** A Sentinel cluster's Compare preset words, 中文 (cluster-vs-local): with the 中文 pack (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.cluster-vs-local': '集群流控 vs 本地 ÷ N',
  'compare.help.cluster-vs-local':
    '同样的节点和流量：一边是经 Token Server 的总体阈值（GLOBAL），一边是每个节点在本地按 count ÷ 节点数限流。',
  'compare.variant.clusterGlobal': '集群总体阈值 count {count}，{nodes} 个节点',
  'compare.variant.clusterLocal': '{nodes} 个节点各自本地限流 {count}',
};
