/** 简体中文 for compare-view.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'compare.region': '对比',
  'compare.presets': '快速对比',
  'compare.preset.warmup-vs-smooth': 'WarmUp 对比 SmoothWarmingUp',
  'compare.preset.pacing-vs-reject': '排队等待 对比 快速失败',
  'compare.preset.sentinel-versions': '1.8.6 对比 1.8.7+',
  'compare.preset.edited-copy': '当前规则 对比 修改后的副本',
  'compare.help.warmup-vs-smooth':
    '规则上的 Sentinel WarmUpController，与速率、预热时长和 coldFactor 都相同的 Guava SmoothWarmingUp。Guava 调用 tryAcquire(1, 0 ms)，因此和 Sentinel 一样直接拒绝，而不是等待。',
  'compare.help.pacing-vs-reject':
    '同一条规则分别设为 RATE_LIMITER（排队等待：请求最多等待 maxQueueingTimeMs 轮到自己）和快速失败（DEFAULT：超过 count 的请求立即被拒绝）。',
  'compare.help.sentinel-versions':
    '规则设为 RATE_LIMITER，分别在 Sentinel 1.8.0–1.8.6（RateLimiterController）和 1.8.7+（ThrottlingController）下运行：这是唯一换了实现类的流控效果。',
  'compare.help.edited-copy': '当前显示的限流器原样一份，再加一份只改了一个参数的副本。',
  'compare.help.custom': '手动添加的行：每行保留添加时的规则和限流器。',
  'compare.shared':
    '每一行收到的请求完全相同：traffic、injections、incidents、durationMs 和 seed 都取自当前场景，任何变体都不能修改。在左侧控件中修改流量，所有行会一起更新。',
  'compare.add': '添加当前场景',
  'compare.add.title': '把当前的规则和限流器固定为新的一行（流量仍然共享）',
  'compare.max': '最多 {n} 行',
  'compare.remove': '删除这一行：{label}',
  'compare.edit.legend': '修改后的副本',
  'compare.edit.param': '参数',
  'compare.edit.value': '新值',
  'compare.edit.current': '当前为 {value}',
  'compare.problem.shared': '它修改了 {keys}，而这些是所有行与当前场景共享的',
  'compare.problem.limiter': '“{id}”不是限流器 id（应为 sentinel:<i>、guava:<i> 或 chain:0）',
  'compare.cannotRun': '第 {n} 行（{label}）无法运行：{reason}',
  'compare.failed': '对比运行失败：{message}',
  'compare.empty': '在上方选择一个快速对比，或添加当前场景。',
  'compare.oneMore': '再添加一行才能对比。',
  'compare.waiting': '正在模拟对比…',
  'compare.stale': '显示的是上一次成功运行的对比。',
  'compare.progress': '对比进度',
  'compare.row.shows': '显示 {className}（{id}）',
  'compare.diff.region': '各行之间的差异',
  'compare.diff.caption':
    '整个运行期间的总数（等待时间单位为 ms）：通过为所有被放行的请求，等待为其中等待后放行的请求；每个数字下方是与第一行的差值。',
  'compare.diff.variant': '行',
  'compare.diff.requests': '请求数',
  'compare.diff.passed': '通过',
  'compare.diff.blocked': '拒绝',
  'compare.diff.waited': '等待后通过',
  'compare.diff.waitP50': '等待 p50',
  'compare.diff.waitP99': '等待 p99',
  'compare.diff.waitMax': '最长等待',
  'compare.diff.delta': '与第一行的差值：{delta}',
  'compare.diff.reference': '基准',
} satisfies Catalog;
