/** 简体中文 for state-chart.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'export.embed.chart.state': '自身状态（x/time/rate、resilience4j、Bucket4j 等）',
  'state.description': '每个 tick 结束时的 {names}',
  'state.aria': '{names} 随时间的变化，单位：{unit}',
  'state.belowZero': '低于零：欠账',
  'state.none': '`{className}` 在本次运行中没有报告状态。',
} satisfies Catalog;
