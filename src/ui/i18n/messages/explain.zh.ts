/** 简体中文 for explain.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'row.currentRate': '当前速率',
  'row.warningQps': 'warning QPS',
  'row.limitWarm': '阈值（count，已预热）',
  'row.limit': '阈值',
  'row.queueTail': 'latestPassedTime − 当前时间',
  'row.hint.threshold': '单机阈值',
  'row.hint.slopeStarts': '斜率从这里开始',
  'row.hint.bucketFull': '桶满',
  'row.hint.slopeSentinel': '高于 warningToken 后每个令牌增加的间隔',
  'row.hint.slopeGuava': '高于 thresholdPermits 后每个许可增加的间隔',
  'row.hint.costTime': '每隔 costTime 通过一个',
  'row.hint.stableInterval': 'stableInterval',
  'row.hint.coldInterval': 'coldInterval',
  'row.hint.nextFree': '{ms} ms 后空闲',
  'row.hint.queueAhead': '前面排队的时长',
  'row.hint.warningQps': 'Math.nextUp(1 / interval)，interval 为当前令牌数下的间隔',

  'why.passes': '通过',
  'why.waitsThenPasses': '等待 {wait} ms 后通过',
  'why.blocked': '被拒绝',
} satisfies Catalog;
