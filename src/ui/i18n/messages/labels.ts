/**
 * Shared labels: the limiter picker's options (lib/limiter-choice.ts), traffic shapes
 * (lib/traffic-presets.ts), word units and the three request outcomes. The picker uses the
 * Sentinel dashboard's 流控效果 names (快速失败, Warm Up, 排队等待), with `controlBehavior` kept.
 */
import type { Messages } from './index';

export default {
  en: {
    'shape.step': 'Step',
    'shape.step.hint': 'quiet at rate ÷ 6, then a step to the rate at one third of the run',
    'shape.steady': 'Steady',
    'shape.steady.hint': 'the rate, evenly spaced',
    'shape.poisson': 'Poisson',
    'shape.poisson.hint': 'random arrivals at the rate on average',
    'shape.bursty': 'Bursty',
    'shape.bursty.hint': 'the rate arrives all at once at the start of each second',
    'shape.spike': 'Spike',
    'shape.spike.hint': 'steady at the rate, plus 3 × rate requests in 100 ms halfway',
    'shape.ramp': 'Ramp',
    'shape.ramp.hint': 'from 0 to the rate over the whole run',

    'unit.tokens': 'tokens',
    'unit.requests': 'requests',
    'unit.permits': 'permits',
    'unit.threads': 'threads',
    'unit.permitsPerSecond': 'permits/s',
    'unit.secondsPerToken': 's/token',
    'unit.microsPerPermit': 'µs/permit',
    'unit.errors': 'errors',
    'unit.checks': 'checks',
    'unit.calls': 'calls',

    'outcome.passed': 'passed',
    'outcome.waited': 'waited',
    'outcome.blocked': 'blocked',
  },
  zh: {
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
  },
} satisfies Messages;
