/**
 * The Hot parameters control (the dashboard's 热点参数 / 热点规则 pages): the argument values each
 * request carries, for hot-parameter (ParamFlowRule) rules.
 */
import type { Catalog } from './catalog';

export default {
  'hotParams.title': 'Hot parameters',
  'hotParams.hint':
    'The value of argument 0 (paramIdx 0) each request carries. Without arguments no hot-parameter rule ever fires.',
  'hotParams.kind': 'Values',
  'hotParams.kind.none': 'no arguments',
  'hotParams.kind.zipf': 'Zipf hot keys',
  'hotParams.kind.weighted': 'weighted set',
  'hotParams.kind.replay': 'replayed list',
  'hotParams.keys': 'Number of distinct keys (rank 1 is the hottest)',
  'hotParams.exponent': 'Zipf exponent: rank r is drawn with probability ∝ r^(−s); 0 is uniform',
  'hotParams.javaType': 'Java type',
  'hotParams.javaType.hint': 'Hot items match by Java equals: Long 7 is not the int hot item 7.',
  'hotParams.weighted': 'Values with weights',
  'hotParams.weighted.placeholder': 'a:3, b:1, c',
  'hotParams.replay': 'Values in order',
  'hotParams.replay.placeholder': 'a, b, c',
  'hotParams.bad': 'Cannot read “{part}”: give {type} values, separated by commas.',
  'hotParams.empty': 'Give at least one value.',
} satisfies Catalog;
