/** 简体中文 for decision.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'explain.title': '解释这次判定',
  'explain.request': '请求 #{n}，{t} ms',
  'explain.verdict.pass': '判定：立即通过',
  'explain.verdict.wait': '判定：等待 {waitMs} ms 后通过',
  'explain.verdict.block': '判定：被拒绝',
  'explain.why': '为什么？',
  'explain.close': '关闭解释',
  'explain.open': '解释光标处的请求',
  'explain.loading': '正在把限流器重放到这个请求……',
  'explain.noRequest': '还没有请求到达。',
  'explain.unavailable': '无法解释这个请求。',
  'explain.hint': '点击“请求”图上的标记，或聚焦该图后按 Enter；拖动时钟会跟着切换。按 Esc 关闭。',
  'explain.chartLabel': '请求图',
  'explain.chartHint': '按 Enter 解释光标处的请求；点击标记解释那个请求。',
  'explain.follows': '光标处的请求',
  'explain.selected': '选中的请求',

  'explain.then.pass': '通过',
  'explain.then.block': '拒绝',
  'explain.then.next': '继续',
  'explain.then.waitPass': '等待 {waitMs} ms 后通过',
  'explain.then.waitNext': '等待 {waitMs} ms 后继续',
  'explain.then.probe': '作为探测请求放行（HALF_OPEN）',

  'explain.warmUp.passQps': '`passQps = (long) passQps() = {passQps}`，在同步令牌之前读取',
  'explain.warmUp.sameSecond':
    '`syncToken`：仍在 {secMs} ms 开始的那一秒（`lastFilledTime`），`storedTokens` 保持 {storedTokens}',
  'explain.warmUp.refillFirst':
    '`syncToken`，第一次检查：`lastFilledTime` 为 0，所以 `storedTokens {oldTokens} + ({secEpochMs} − 0) × count {count} / 1000` → {refilled}{capped}',
  'explain.warmUp.refillBelow':
    '`syncToken`（{secMs} ms）：`storedTokens {oldTokens} < warningToken {warningToken}`，补充：`{oldTokens} + ({secMs} − lastFilledTime {lastFilledMs}) × count {count} / 1000` → {refilled}{capped}',
  'explain.warmUp.refillQuiet':
    '`syncToken`（{secMs} ms）：`storedTokens {oldTokens} > warningToken {warningToken}`，且上一秒很空闲，`previousPassQps {previousPassQps} < (int)count / coldFactor = {coolDownQps}`；补充：`{oldTokens} + ({secMs} − lastFilledTime {lastFilledMs}) × count {count} / 1000` → {refilled}{capped}',
  'explain.warmUp.noRefillBusy':
    '`syncToken`（{secMs} ms）：`storedTokens {oldTokens} > warningToken {warningToken}`，但 `previousPassQps {previousPassQps} ≥ (int)count / coldFactor = {coolDownQps}`：不补充',
  'explain.warmUp.noRefillAtWarning':
    '`syncToken`（{secMs} ms）：`storedTokens {oldTokens} == warningToken {warningToken}`，恰好相等，两个补充分支都不成立',
  'explain.warmUp.capped': '（以 `maxToken {maxToken}` 封顶）',
  'explain.warmUp.drain':
    '`storedTokens = {refilled} − previousPassQps {previousPassQps} = {storedTokens}`；`lastFilledTime` = {secMs} ms',
  'explain.warmUp.drainClamped':
    '`storedTokens = {refilled} − previousPassQps {previousPassQps}` 小于 0，截为 {storedTokens}；`lastFilledTime` = {secMs} ms',
  'explain.warmUp.warm': '`restToken {restToken} {cmp} warningToken {warningToken}`：已预热，阈值就是 `count {count}`',
  'explain.warmUp.cold': '`restToken {restToken} {cmp} warningToken {warningToken}` → `aboveToken = {aboveToken}`',
  'explain.warmUp.warningQps': '`{qpsName} = Math.nextUp(1 / ({aboveToken} × slope {slope} + 1/{count})) = {qps}`',
  'explain.warmUp.compare': '`passQps {passQps} + acquire {acquire} {cmp} {limitName} {limit}` → {then}',
  'explain.flow.unknown': '`{className}`：这个控制器没有解释',
  'explain.none': '{label}',

  'explain.concept.sliding-window':
    'Sentinel 在滑动的一秒内统计通过数，这一秒由两个按绝对时间对齐的 500 ms 桶组成，所以计数每半秒跳一次，而不是逐个请求变化。',
  'explain.concept.warmup-passqps':
    'WarmUpController 先读取滑动一秒内的通过数；令牌桶随后才同步，每秒一次，依据的是上一秒的通过数。',
  'explain.concept.token-sync':
    '令牌桶衡量系统有多“冷”。每个整秒同步一次：只有当桶低于 warningToken，或上一秒很空闲时，才按经过的时间每秒补充 count 个令牌，以 maxToken 封顶，再减去上一秒的通过数。',
  'explain.concept.cold-bucket':
    '存储的令牌多，说明系统空闲了一段时间，是冷的。达到或超过 warningToken 时，阈值来自预热斜线；低于它时系统已预热，阈值就是 count。',
  'explain.concept.warning-qps':
    '高于 warningToken 时，每多一个令牌，请求间隔就增加 slope 秒，所以随着桶变满，阈值从 count 降向 count / coldFactor。Math.nextUp 把结果抬高一个 ulp，保证 1 / (1/count) 不会落到 count 以下。',
  'explain.concept.rule-none':
    'Sentinel 会悄悄忽略它认为无效、或不适用于这些请求的规则：这时没有任何比较，所有请求都通过。',
} satisfies Catalog;
