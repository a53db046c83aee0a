/** 简体中文 for hot-params.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
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
} satisfies Catalog;
