/** A Sentinel cluster's Compare preset words (cluster-vs-local): Compare's lazy group (the view's `lazy.ts`), not the page's. */
export default {
  'compare.preset.cluster-vs-local': 'Cluster vs local ÷ N',
  'compare.help.cluster-vs-local':
    'The same nodes and traffic: a GLOBAL cluster threshold through the token server, and every node limiting locally at count ÷ nodes.',
  'compare.variant.clusterGlobal': 'Cluster GLOBAL count {count} over {nodes} nodes',
  'compare.variant.clusterLocal': 'Each of {nodes} nodes locally at {count}',
};
