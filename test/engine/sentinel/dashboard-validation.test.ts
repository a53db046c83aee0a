/**
 * sentinel-dashboard 1.8.9's checks, one by one, with the exact texts its dialogs alert and its controllers
 * return; and whole rules, where the dashboard and Sentinel core disagree.
 */
import { describe, expect, it } from 'vitest';
import { DASHBOARD_CHECKS as C, dashboardVerdict, javaDouble } from '../../../src/engine/sentinel/dashboard-validation';

const flow = { resource: 'GET /api', limitApp: 'default', grade: 1, count: 20, strategy: 0, controlBehavior: 0 };
const degrade = {
  resource: 'GET /api',
  limitApp: 'default',
  grade: 0,
  count: 200,
  timeWindow: 10,
  minRequestAmount: 5,
  slowRatioThreshold: 0.5,
  statIntervalMs: 1000,
};
const authority = { resource: 'GET /api', limitApp: 'appA', strategy: 0 };

describe('flow: the dialog (FlowServiceV1.checkRuleValid)', () => {
  it.each([
    ['no resource', { resource: undefined }, ['resource', '资源名称不能为空']],
    ['an empty resource', { resource: '' }, ['resource', '资源名称不能为空']],
    ['no count', { count: undefined }, ['count', '限流阈值必须大于等于 0']],
    ['a negative count', { count: -1 }, ['count', '限流阈值必须大于等于 0']],
    ['no strategy', { strategy: undefined }, ['strategy', '无效的流控模式']],
    ['a negative strategy', { strategy: -1 }, ['strategy', '无效的流控模式']],
    ['RELATE without refResource', { strategy: 1 }, ['refResource', '请填写关联资源或入口']],
    ['CHAIN with an empty refResource', { strategy: 2, refResource: '' }, ['refResource', '请填写关联资源或入口']],
    ['no controlBehavior', { controlBehavior: undefined }, ['controlBehavior', '无效的流控整形方式']],
    ['a negative controlBehavior', { controlBehavior: -1 }, ['controlBehavior', '无效的流控整形方式']],
    ['Warm Up without warmUpPeriodSec', { controlBehavior: 1 }, ['warmUpPeriodSec', '预热时长必须大于 0']],
    ['Warm Up with 0 s', { controlBehavior: 1, warmUpPeriodSec: 0 }, ['warmUpPeriodSec', '预热时长必须大于 0']],
    [
      '排队等待 with 0 ms',
      { controlBehavior: 2, maxQueueingTimeMs: 0 },
      ['maxQueueingTimeMs', '排队超时时间必须大于 0'],
    ],
    ['cluster mode without a config', { clusterMode: true }, ['clusterConfig', '集群限流配置不正确']],
    [
      'cluster mode without thresholdType',
      { clusterMode: true, clusterConfig: {} },
      ['clusterConfig', '集群限流配置不正确'],
    ],
  ])('%s', (_name, over, want) => {
    expect(C.flow.form({ ...flow, ...over })).toEqual(want);
  });

  it('checks nothing else: blank names, grade, limitApp and controlBehavior 3 pass it', () => {
    expect(C.flow.form(flow)).toBeNull();
    expect(C.flow.form({ ...flow, resource: '  ', limitApp: '', grade: 7 })).toBeNull();
    expect(C.flow.form({ ...flow, controlBehavior: 3, maxQueueingTimeMs: 0 })).toBeNull();
  });
});

describe('flow: adding (POST /v1/flow/rule, FlowControllerV1.checkEntityInternal)', () => {
  it.each([
    ['a blank limitApp', { limitApp: ' ' }, ['limitApp', "limitApp can't be null or empty"]],
    ['a blank resource', { resource: ' \t' }, ['resource', "resource can't be null or empty"]],
    ['no grade', { grade: undefined }, ['grade', "grade can't be null"]],
    ['grade 2', { grade: 2 }, ['grade', 'grade must be 0 or 1, but 2 got']],
    ['no count', { count: undefined }, ['count', 'count should be at lease zero']],
    ['a negative count', { count: -0.5 }, ['count', 'count should be at lease zero']],
    ['no strategy', { strategy: undefined }, ['strategy', "strategy can't be null"]],
    [
      'strategy 3 without refResource',
      { strategy: 3 },
      ['refResource', "refResource can't be null or empty when strategy!=0"],
    ],
    ['no controlBehavior', { controlBehavior: undefined }, ['controlBehavior', "controlBehavior can't be null"]],
    [
      'Warm Up without warmUpPeriodSec',
      { controlBehavior: 1 },
      ['warmUpPeriodSec', "warmUpPeriodSec can't be null when controlBehavior==1"],
    ],
    [
      '排队等待 without maxQueueingTimeMs',
      { controlBehavior: 2 },
      ['maxQueueingTimeMs', "maxQueueingTimeMs can't be null when controlBehavior==2"],
    ],
    ['cluster mode without a config', { clusterMode: true }, ['clusterConfig', 'cluster config should be valid']],
  ])('%s', (_name, over, want) => {
    expect(C.flow.add({ ...flow, ...over })).toEqual(want);
  });

  it('accepts what core drops: maxQueueingTimeMs 0 with 排队等待 (only null is checked), controlBehavior 3', () => {
    expect(C.flow.add({ ...flow, controlBehavior: 2, maxQueueingTimeMs: 0 })).toBeNull();
    expect(C.flow.add({ ...flow, controlBehavior: 3, maxQueueingTimeMs: 0, warmUpPeriodSec: 0 })).toBeNull();
  });
});

describe('flow: saving an edit (PUT /v1/flow/save.json, FlowControllerV1.apiUpdateFlowRule)', () => {
  it.each([
    ['grade 2', { grade: 2 }, ['grade', 'grade must be 0 or 1, but 2 got']],
    ['strategy 3', { strategy: 3, refResource: 'x' }, ['strategy', 'strategy must be in [0, 1, 2], but 3 got']],
    [
      'RELATE with a blank refResource',
      { strategy: 1, refResource: ' ' },
      ['refResource', "refResource can't be null or empty when strategy!=0"],
    ],
    [
      'controlBehavior 3 (WARM_UP_RATE_LIMITER)',
      { controlBehavior: 3 },
      ['controlBehavior', 'controlBehavior must be in [0, 1, 2], but 3 got'],
    ],
    [
      'Warm Up without warmUpPeriodSec',
      { controlBehavior: 1 },
      ['warmUpPeriodSec', "warmUpPeriodSec can't be null when controlBehavior==1"],
    ],
    [
      '排队等待 without maxQueueingTimeMs',
      { controlBehavior: 2 },
      ['maxQueueingTimeMs', "maxQueueingTimeMs can't be null when controlBehavior==2"],
    ],
  ])('%s', (_name, over, want) => {
    expect(C.flow.edit({ ...flow, ...over })).toEqual(want);
  });

  it('does not check the count, nor blank names', () => {
    expect(C.flow.edit({ ...flow, count: -5, resource: '', limitApp: '' })).toBeNull();
  });
});

describe('degrade: the dialog (DegradeService.checkRuleValid)', () => {
  it.each([
    ['no resource', { resource: '' }, ['resource', '资源名称不能为空']],
    ['no grade', { grade: undefined }, ['grade', '未知的降级策略']],
    ['a negative count', { count: -1 }, ['count', '降级阈值不能为空或小于 0']],
    ['no timeWindow', { timeWindow: undefined }, ['timeWindow', '熔断时长必须大于 0s']],
    ['timeWindow 0', { timeWindow: 0 }, ['timeWindow', '熔断时长必须大于 0s']],
    ['minRequestAmount 0', { minRequestAmount: 0 }, ['minRequestAmount', '最小请求数目需大于 0']],
    ['statIntervalMs 0', { statIntervalMs: 0 }, ['statIntervalMs', '统计窗口时长需大于 0s']],
    ['statIntervalMs 180000', { statIntervalMs: 180_000 }, ['statIntervalMs', '统计窗口时长最大 120s']],
    ['an error ratio above 1', { grade: 1, count: 1.5 }, ['count', '异常比率超出范围：[0.0 - 1.0]']],
    ['no slowRatioThreshold', { slowRatioThreshold: undefined }, ['slowRatioThreshold', '慢调用比率不能为空']],
    ['slowRatioThreshold 1.2', { slowRatioThreshold: 1.2 }, ['slowRatioThreshold', '慢调用比率超出范围：[0.0 - 1.0]']],
  ])('%s', (_name, over, want) => {
    expect(C.degrade.form({ ...degrade, ...over })).toEqual(want);
  });
});

describe('degrade: the controller (DegradeController.checkEntityInternal, add and edit)', () => {
  it.each([
    ['a blank limitApp', { limitApp: '' }, ['limitApp', "limitApp can't be null or empty"]],
    ['a blank resource', { resource: ' ' }, ['resource', "resource can't be null or empty"]],
    ['a negative count', { count: -1 }, ['count', 'invalid threshold: -1.0']],
    ['no count', { count: undefined }, ['count', 'invalid threshold: null']],
    ['timeWindow 0', { timeWindow: 0 }, ['timeWindow', 'recoveryTimeout should be positive']],
    ['no grade', { grade: undefined }, ['grade', 'circuit breaker strategy cannot be null']],
    ['grade 3', { grade: 3 }, ['grade', 'Invalid circuit breaker strategy: 3']],
    ['minRequestAmount 0', { minRequestAmount: 0 }, ['minRequestAmount', 'Invalid minRequestAmount']],
    ['statIntervalMs 0', { statIntervalMs: 0 }, ['statIntervalMs', 'Invalid statInterval']],
    [
      'no slowRatioThreshold',
      { slowRatioThreshold: undefined },
      ['slowRatioThreshold', 'SlowRatioThreshold is required for slow request ratio strategy'],
    ],
    [
      'slowRatioThreshold -0.1',
      { slowRatioThreshold: -0.1 },
      ['slowRatioThreshold', 'SlowRatioThreshold should be in range: [0.0, 1.0]'],
    ],
    ['an error ratio of 2', { grade: 1, count: 2 }, ['count', 'Ratio threshold should be in range: [0.0, 1.0]']],
  ])('%s', (_name, over, want) => {
    expect(C.degrade.api({ ...degrade, ...over })).toEqual(want);
  });

  it('accepts a statIntervalMs the dialog refuses, and an error count of any size', () => {
    expect(C.degrade.api({ ...degrade, statIntervalMs: 180_000 })).toBeNull();
    expect(C.degrade.api({ ...degrade, grade: 2, count: 500 })).toBeNull();
  });
});

describe('authority', () => {
  it.each([
    ['no resource', { resource: undefined }, ['resource', '资源名称不能为空']],
    ['an empty limitApp', { limitApp: '' }, ['limitApp', '流控针对应用不能为空']],
    ['no strategy', { strategy: undefined }, ['strategy', '必须选择黑白名单模式']],
  ])('the dialog: %s', (_name, over, want) => {
    expect(C.authority.form({ ...authority, ...over })).toEqual(want);
  });

  it.each([
    ['a blank resource', { resource: ' ' }, ['resource', 'resource name cannot be null or empty']],
    ['a blank limitApp', { limitApp: ' ' }, ['limitApp', 'limitApp should be valid']],
    ['strategy 2', { strategy: 2 }, ['strategy', 'Unknown strategy (must be blacklist or whitelist)']],
  ])('the controller: %s', (_name, over, want) => {
    expect(C.authority.api({ ...authority, ...over })).toEqual(want);
  });
});

describe('system', () => {
  const ONLY_ONE = 'only one of [highestSystemLoad, avgRt, maxThread, qps,highestCpuUsage] value must be set > 0';
  it('the dialog: a CPU usage outside [0, 1]', () => {
    expect(C.system.form({ highestCpuUsage: 1.5 })).toEqual([
      'highestCpuUsage',
      'CPU 使用率模式的取值范围应为 [0.0, 1.0]，对应 0% - 100%',
    ]);
    expect(C.system.form({ highestCpuUsage: 0.8 })).toBeNull();
  });
  it.each([
    ['two thresholds', { qps: 100, highestCpuUsage: 0.8 }, `${ONLY_ONE}, but 2 values get`],
    ['none (every value negative: not set)', { qps: -1, avgRt: -1 }, `${ONLY_ONE}, but 0 values get`],
    ['a CPU usage above 1', { highestCpuUsage: 1.5 }, 'highestCpuUsage must between [0.0, 1.0]'],
  ])('the controller: %s', (_name, rule, message) => {
    expect(C.system.api(rule)?.[1]).toBe(message);
  });
  it('the controller: one threshold, 0 included (it counts values ≥ 0, whatever its message says)', () => {
    expect(C.system.api({ qps: 0, avgRt: -1 })).toBeNull();
  });
});

describe('dashboardVerdict: whole rules, as the dialog holds them', () => {
  it('a plain QPS rule is saved, added or edited', () => {
    expect(dashboardVerdict('rules', flow)).toEqual({ add: null, edit: null, notInForm: [] });
  });

  it('controlBehavior 3 with maxQueueingTimeMs 0: core drops it, the dashboard adds it — and cannot save an edit', () => {
    const v = dashboardVerdict('rules', { ...flow, controlBehavior: 3, maxQueueingTimeMs: 0 });
    expect(v).toEqual({
      add: null,
      edit: {
        stage: 'api',
        field: 'controlBehavior',
        message: 'controlBehavior must be in [0, 1, 2], but 3 got',
        shown: '失败：controlBehavior must be in [0, 1, 2], but 3 got',
      },
      notInForm: [{ field: 'controlBehavior', value: 3 }],
    });
  });

  it('the dialog fills grade, strategy and controlBehavior, and checks before the controller', () => {
    // {resource, count} is a whole rule for core (QPS, DIRECT, reject); the dialog presets the same
    expect(dashboardVerdict('rules', { resource: 'a', count: 5 })?.add).toBeNull();
    // core's default warmUpPeriodSec is 10; the dialog's field is empty
    expect(dashboardVerdict('rules', { resource: 'a', count: 5, controlBehavior: 1 })?.add).toEqual({
      stage: 'form',
      field: 'warmUpPeriodSec',
      message: '预热时长必须大于 0',
      shown: '预热时长必须大于 0',
    });
    // null is an empty field
    expect(dashboardVerdict('rules', { ...flow, count: null })?.add?.message).toBe('限流阈值必须大于等于 0');
  });

  it("a blank resource passes the dialog ('  ' is not '') and fails at the controller", () => {
    expect(dashboardVerdict('rules', { ...flow, resource: '  ' })?.add).toEqual({
      stage: 'api',
      field: 'resource',
      message: "resource can't be null or empty",
      shown: "失败：resource can't be null or empty",
    });
  });

  it('degrade: core defaults slowRatioThreshold to 1.0; the dialog wants it typed', () => {
    const { slowRatioThreshold: _, ...rest } = degrade;
    expect(dashboardVerdict('degradeRules', rest)?.add?.message).toBe('慢调用比率不能为空');
    expect(dashboardVerdict('degradeRules', { ...degrade, grade: 5 })).toEqual({
      add: {
        stage: 'api',
        field: 'grade',
        message: 'Invalid circuit breaker strategy: 5',
        shown: '失败：Invalid circuit breaker strategy: 5',
      },
      notInForm: [{ field: 'grade', value: 5 }],
    });
    expect(dashboardVerdict('degradeRules', degrade, '1.7.2')).toBeNull();
  });

  it('authority: strategy 2 is a rule core loads (it never blocks); the dashboard refuses it', () => {
    expect(dashboardVerdict('authorityRules', { ...authority, strategy: 2 })).toEqual({
      add: {
        stage: 'api',
        field: 'strategy',
        message: 'Unknown strategy (must be blacklist or whitelist)',
        shown: '添加规则失败：Unknown strategy (must be blacklist or whitelist)',
      },
      notInForm: [{ field: 'strategy', value: 2 }],
    });
    expect(dashboardVerdict('authorityRules', { resource: 'a' })?.add?.message).toBe('流控针对应用不能为空');
  });

  it('system: core applies every threshold of one rule; the dialog sets one', () => {
    const v = dashboardVerdict('systemRules', { qps: 100, avgRt: 50, maxThread: -1 });
    expect(v?.notInForm).toEqual([{ field: 'avgRt, qps', value: [50, 100] }]);
    expect(v?.add?.shown).toBe(
      '失败：only one of [highestSystemLoad, avgRt, maxThread, qps,highestCpuUsage] value must be set > 0, but 2 values get',
    );
    expect(dashboardVerdict('systemRules', { highestCpuUsage: 0.8, qps: -1 })).toEqual({ add: null, notInForm: [] });
  });

  it('only objects are rules', () => {
    expect(dashboardVerdict('rules', 5)).toBeNull();
    expect(dashboardVerdict('rules', [])).toBeNull();
  });
});

describe('javaDouble (Double.toString in the messages)', () => {
  it.each([
    [-1, '-1.0'],
    [-0.5, '-0.5'],
    [-12_345_678, '-1.2345678E7'],
    [-0.00015, '-1.5E-4'],
    [0, '0.0'],
    [undefined, 'null'],
  ])('%s → %s', (v, s) => {
    expect(javaDouble(v)).toBe(s);
  });
});
