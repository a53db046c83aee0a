/**
 * The Hot parameters control (the dashboard's 热点参数 / 热点规则 pages): the argument values each
 * request carries, for hot-parameter (ParamFlowRule) rules.
 */
import type { Messages } from './index';

export default {
  en: {
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
  },
  zh: {
    'hotParams.title': '热点参数',
    'hotParams.hint': '每个请求携带的参数 0（paramIdx 0）的值。没有参数时，热点规则永远不会生效。',
    'hotParams.kind': '参数值',
    'hotParams.kind.none': '无参数',
    'hotParams.kind.zipf': 'Zipf 热点 key',
    'hotParams.kind.weighted': '加权集合',
    'hotParams.kind.replay': '回放列表',
    'hotParams.keys': '不同 key 的个数（排名 1 最热）',
    'hotParams.exponent': 'Zipf 指数：排名 r 的概率 ∝ r^(−s)；0 为均匀分布',
    'hotParams.javaType': 'Java 类型',
    'hotParams.javaType.hint': '热点参数按 Java equals 匹配：Long 7 不等于 int 类型的参数例外项 7。',
    'hotParams.weighted': '值与权重',
    'hotParams.weighted.placeholder': 'a:3, b:1, c',
    'hotParams.replay': '按顺序的值',
    'hotParams.replay.placeholder': 'a, b, c',
    'hotParams.bad': '无法读取“{part}”：请给出以逗号分隔的 {type} 值。',
    'hotParams.empty': '请至少给出一个值。',
  },
} satisfies Messages;
