/** The engine half of sentinel-cluster (see ./index.ts): the multi-node run and the explainer across the hop. */
import type { LimiterEngine } from '../contract';
import { sentinelClusterSchema } from './config';
import { explainCluster } from './explain';
import { ClusterRunner } from './runner';

export const sentinelClusterEngine: LimiterEngine = {
  flow: null,
  runner: (ctx, arrivals) => {
    void arrivals;
    const item = sentinelClusterSchema.parse((ctx.scenario.limiters ?? [])[ctx.index]);
    return new ClusterRunner(item, ctx.scenario, ctx.index, ctx.grid);
  },
  explain: explainCluster,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default sentinelClusterEngine;
