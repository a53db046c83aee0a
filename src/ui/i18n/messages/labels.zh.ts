/** 简体中文 for labels.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'shape.step': '阶跃',
  'shape.step.hint': '先以 rate ÷ 6 的低流量运行，在三分之一处跳到 rate',
  'shape.steady': '匀速',
  'shape.steady.hint': '以 rate 均匀到达',
  'shape.poisson': '泊松',
  'shape.poisson.hint': '随机到达，平均为 rate',
  'shape.bursty': '突发',
  'shape.bursty.hint': '每秒开始时 rate 个请求同时到达',
  'shape.spike': '尖峰',
  'shape.spike.hint': '以 rate 匀速运行，中途在 100 ms 内再来 3 × rate 个请求',
  'shape.ramp': '斜坡',
  'shape.ramp.hint': '在整个运行中从 0 线性升到 rate',

  'unit.tokens': '令牌',
  'unit.requests': '请求',
  'unit.permits': '许可',
  'unit.threads': '线程',
  'unit.permitsPerSecond': '许可/s',
  'unit.secondsPerToken': 's/令牌',
  'unit.microsPerPermit': 'µs/许可',
  'unit.errors': '个异常',
  'unit.checks': '次检查',
  'unit.calls': '次调用',

  'outcome.passed': '通过',
  'outcome.waited': '等待后通过',
  'outcome.blocked': '被拒绝',
} satisfies Catalog;
