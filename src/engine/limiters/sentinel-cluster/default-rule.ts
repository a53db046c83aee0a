/** The cluster flow rule a new Sentinel cluster item starts from (its own file so the descriptor, which the page
 * ships, reads it without the zod schema in config.ts). */
export const DEFAULT_CLUSTER_RULE = {
  resource: 'cluster-api',
  count: 100,
  clusterMode: true,
  clusterConfig: { flowId: 1, thresholdType: 1 },
} as const;
