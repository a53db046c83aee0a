/**
 * What sentinel-dashboard says about a rule — next to what Sentinel core does with it.
 *
 * Models the rule dialogs and controllers of sentinel-dashboard 1.8.9 (identical in 1.8.0–1.8.8; the flow,
 * authority and system checks also in 1.7.2): the dialog's own check (`FlowServiceV1.checkRuleValid`,
 * `DegradeService.checkRuleValid`, `AuthorityRuleService.checkRuleValid`, system.js `addNewRule`: a Chinese
 * `alert`, nothing is sent), then the controller's (`FlowControllerV1.checkEntityInternal` and
 * `apiUpdateFlowRule`, `DegradeController.checkEntityInternal`, `AuthorityRuleController.checkEntityInternal`,
 * `SystemController.apiAdd`: an English `Result.msg`, which the page shows as `失败：` + msg).
 *
 * WHY. Core and dashboard check different things, and a learner trips over the gap:
 *   - core drops a rule SILENTLY (FlowRuleUtil.isValidRule & co.); the dashboard shows an error;
 *   - the dashboard only checks that a field is present where core checks its range: a flow rule with
 *     controlBehavior 3 and maxQueueingTimeMs 0 is saved by the dashboard and dropped by core;
 *   - the dashboard insists on fields core defaults (degrade's slowRatioThreshold, core's 1.0), rejects values
 *     core accepts (authority strategy 2, several system thresholds in one rule), and its dialog has no control
 *     for some of core's settings: controlBehavior 3 (WARM_UP_RATE_LIMITER), regex, an authority or degrade
 *     limitApp. A flow rule with controlBehavior 3 pushed by another client is listed, but saving it after
 *     编辑 fails: PUT /v1/flow/save.json accepts only [0, 1, 2].
 *
 * THE MODEL. The rule's JSON is what the dialog holds: a key that is absent or null is an empty field, except
 * the fields the dialog fills in when it opens (flow: grade 1, strategy 0, controlBehavior 0, limitApp
 * "default", clusterMode false, clusterConfig.thresholdType 0; degrade: grade 0, limitApp "default",
 * minRequestAmount 5, statIntervalMs 1000; authority: strategy 0, limitApp ""). Keys are read as written
 * (Jackson is case-sensitive). The checks of app, ip and port (the machine the dialog was opened for) always
 * pass here. The 1.7.2 dashboard's degrade dialog (before circuit breakers) is not modelled.
 */
import { isJavaBlank } from './flow-rule';

export type DashboardRuleKind = 'rules' | 'degradeRules' | 'authorityRules' | 'systemRules';

export interface DashboardRejection {
  /** 'form': the dialog's own check (an alert; nothing is sent); 'api': the controller's (its Result.msg) */
  stage: 'form' | 'api';
  /** the rule field the failed check is about */
  field: string;
  /** the dashboard's own text: the dialog's alert, or the controller's Result.msg */
  message: string;
  /** what the page's alert shows: the dialog's text, or the page's prefix + msg (`失败：` + msg) */
  shown: string;
}

export interface DashboardVerdict {
  /** adding the rule (新增): null when the dashboard saves it */
  add: DashboardRejection | null;
  /** settings the dialog has no control for: the rule cannot be made in the dashboard's form as it is */
  notInForm: { field: string; value: unknown }[];
  /** flow rules only: saving it after 编辑 (PUT /v1/flow/save.json, other checks); null when saved */
  edit?: DashboardRejection | null;
}

type Fields = Record<string, unknown>;
type Check = (r: Fields) => [field: string, message: string] | null;

/**
 * The dashboard's verdict on one rule of the given kind; null when `rule` is not a JSON object, or when the
 * dashboard of `version` is not modelled for the kind (1.7.2's degrade dialog).
 */
export function dashboardVerdict(
  kind: DashboardRuleKind,
  rule: unknown,
  version: '1.7.2' | '1.8.6' | '1.8.9' = '1.8.9',
): DashboardVerdict | null {
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return null;
  const json = rule as Fields;
  switch (kind) {
    case 'rules': {
      const r = dialog(json, FLOW_PRESETS);
      if (r.clusterConfig === undefined) r.clusterConfig = { thresholdType: 0 };
      return {
        add: judge(r, flowForm, flowAdd, '失败：'),
        edit: judge(r, flowForm, flowEdit, '失败：'),
        notInForm: notInForm(r, [
          ['grade', (v) => v !== 0 && v !== 1],
          ['strategy', (v) => v !== 0 && v !== 1 && v !== 2],
          ['controlBehavior', (v) => v !== 0 && v !== 1 && v !== 2],
          ['regex', (v) => v === true],
        ]),
      };
    }
    case 'degradeRules': {
      if (version === '1.7.2') return null;
      const r = dialog(json, DEGRADE_PRESETS);
      return {
        add: judge(r, degradeForm, degradeApi, '失败：'),
        notInForm: notInForm(r, [
          ['grade', (v) => v !== 0 && v !== 1 && v !== 2],
          ['limitApp', (v) => v !== 'default'],
          ['regex', (v) => v === true],
        ]),
      };
    }
    case 'authorityRules': {
      const r = dialog(json, AUTHORITY_PRESETS);
      return {
        add: judge(r, authorityForm, authorityApi, '添加规则失败：'),
        notInForm: notInForm(r, [
          ['strategy', (v) => v !== 0 && v !== 1],
          ['regex', (v) => v === true],
        ]),
      };
    }
    case 'systemRules': {
      const r = dialog(json, {});
      const set = SYSTEM_THRESHOLDS.filter((f) => isSet(r[f]));
      return {
        add: judge(r, systemForm, systemApi, '失败：'),
        notInForm: set.length > 1 ? [{ field: set.join(', '), value: set.map((f) => r[f]) }] : [],
      };
    }
  }
}

/** The dialog's fields: JSON values, null as empty, the dialog's presets where the JSON has nothing. */
function dialog(json: Fields, presets: Fields): Fields {
  const out: Fields = { ...presets };
  for (const [k, v] of Object.entries(json)) if (v !== null && v !== undefined) out[k] = v;
  return out;
}

function judge(r: Fields, form: Check, api: Check, prefix: string): DashboardRejection | null {
  const f = form(r);
  if (f !== null) return { stage: 'form', field: f[0], message: f[1], shown: f[1] };
  const a = api(r);
  if (a !== null) return { stage: 'api', field: a[0], message: a[1], shown: prefix + a[1] };
  return null;
}

function notInForm(r: Fields, tests: [string, (v: unknown) => boolean][]): DashboardVerdict['notInForm'] {
  return tests.filter(([f, bad]) => r[f] !== undefined && bad(r[f])).map(([field]) => ({ field, value: r[field] }));
}

// JavaScript's comparisons, as the dialogs write them (`undefined < 0` is false, `'' == 0` is true).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const js = (v: unknown) => v as any;
/** Java: a boxed field Jackson left null (absent, or not a number). */
const isNull = (v: unknown) => typeof v !== 'number';
const blank = (v: unknown) => (typeof v === 'string' ? isJavaBlank(v) : true);
/** flow_service_v1.js notNumberGreaterThanZero */
const notNumberGreaterThanZero = (v: unknown) => v === undefined || v === '' || Number.isNaN(Number(v)) || js(v) <= 0;
/** Java's `"" + integer` (Integer.toString), for the controllers' messages. */
const javaInt = (v: unknown) => (typeof v === 'number' ? String(Math.trunc(v)) : String(v));

// ---------------------------------------------------------------------------------------------
// Flow (FlowServiceV1.checkRuleValid; FlowControllerV1.checkEntityInternal / apiUpdateFlowRule)

const FLOW_PRESETS: Fields = { grade: 1, strategy: 0, controlBehavior: 0, limitApp: 'default', clusterMode: false };

const flowForm: Check = (r) => {
  if (r.resource === undefined || r.resource === '') return ['resource', '资源名称不能为空'];
  if (r.count === undefined || js(r.count) < 0) return ['count', '限流阈值必须大于等于 0'];
  if (r.strategy === undefined || js(r.strategy) < 0) return ['strategy', '无效的流控模式'];
  if (js(r.strategy) == 1 || js(r.strategy) == 2) {
    if (r.refResource === undefined || js(r.refResource) == '') return ['refResource', '请填写关联资源或入口'];
  }
  if (r.controlBehavior === undefined || js(r.controlBehavior) < 0) return ['controlBehavior', '无效的流控整形方式'];
  if (js(r.controlBehavior) == 1 && notNumberGreaterThanZero(r.warmUpPeriodSec)) {
    return ['warmUpPeriodSec', '预热时长必须大于 0'];
  }
  if (js(r.controlBehavior) == 2 && notNumberGreaterThanZero(r.maxQueueingTimeMs)) {
    return ['maxQueueingTimeMs', '排队超时时间必须大于 0'];
  }
  const cc = r.clusterConfig as Fields | undefined;
  if (r.clusterMode && (cc === undefined || typeof cc !== 'object' || cc.thresholdType === undefined)) {
    return ['clusterConfig', '集群限流配置不正确'];
  }
  return null;
};

/** POST /v1/flow/rule: FlowControllerV1.checkEntityInternal. */
const flowAdd: Check = (r) => {
  if (blank(r.limitApp)) return ['limitApp', "limitApp can't be null or empty"];
  if (blank(r.resource)) return ['resource', "resource can't be null or empty"];
  if (isNull(r.grade)) return ['grade', "grade can't be null"];
  if (r.grade !== 0 && r.grade !== 1) return ['grade', `grade must be 0 or 1, but ${javaInt(r.grade)} got`];
  if (isNull(r.count) || js(r.count) < 0) return ['count', 'count should be at lease zero'];
  if (isNull(r.strategy)) return ['strategy', "strategy can't be null"];
  if (r.strategy !== 0 && blank(r.refResource)) {
    return ['refResource', "refResource can't be null or empty when strategy!=0"];
  }
  if (isNull(r.controlBehavior)) return ['controlBehavior', "controlBehavior can't be null"];
  if (r.controlBehavior === 1 && isNull(r.warmUpPeriodSec)) {
    return ['warmUpPeriodSec', "warmUpPeriodSec can't be null when controlBehavior==1"];
  }
  if (r.controlBehavior === 2 && isNull(r.maxQueueingTimeMs)) {
    return ['maxQueueingTimeMs', "maxQueueingTimeMs can't be null when controlBehavior==2"];
  }
  if (r.clusterMode === true && (typeof r.clusterConfig !== 'object' || r.clusterConfig === null)) {
    return ['clusterConfig', 'cluster config should be valid'];
  }
  return null;
};

/** PUT /v1/flow/save.json: FlowControllerV1.apiUpdateFlowRule (checks only what is sent, and other ranges). */
const flowEdit: Check = (r) => {
  if (!isNull(r.grade) && r.grade !== 0 && r.grade !== 1) {
    return ['grade', `grade must be 0 or 1, but ${javaInt(r.grade)} got`];
  }
  if (!isNull(r.strategy)) {
    if (r.strategy !== 0 && r.strategy !== 1 && r.strategy !== 2) {
      return ['strategy', `strategy must be in [0, 1, 2], but ${javaInt(r.strategy)} got`];
    }
    if (r.strategy !== 0 && blank(r.refResource)) {
      return ['refResource', "refResource can't be null or empty when strategy!=0"];
    }
  }
  if (!isNull(r.controlBehavior)) {
    const b = r.controlBehavior;
    if (b !== 0 && b !== 1 && b !== 2) {
      return ['controlBehavior', `controlBehavior must be in [0, 1, 2], but ${javaInt(b)} got`];
    }
    if (b === 1 && isNull(r.warmUpPeriodSec)) {
      return ['warmUpPeriodSec', "warmUpPeriodSec can't be null when controlBehavior==1"];
    }
    if (b === 2 && isNull(r.maxQueueingTimeMs)) {
      return ['maxQueueingTimeMs', "maxQueueingTimeMs can't be null when controlBehavior==2"];
    }
  }
  return null;
};

// ---------------------------------------------------------------------------------------------
// Degrade (DegradeService.checkRuleValid; DegradeController.checkEntityInternal, the same for add and edit)

const DEGRADE_PRESETS: Fields = { grade: 0, limitApp: 'default', minRequestAmount: 5, statIntervalMs: 1000 };

const degradeForm: Check = (r) => {
  if (r.resource === undefined || r.resource === '') return ['resource', '资源名称不能为空'];
  if (r.grade === undefined || js(r.grade) < 0) return ['grade', '未知的降级策略'];
  if (r.count === undefined || r.count === '' || js(r.count) < 0) return ['count', '降级阈值不能为空或小于 0'];
  if (r.timeWindow == undefined || r.timeWindow === '' || js(r.timeWindow) <= 0) {
    return ['timeWindow', '熔断时长必须大于 0s'];
  }
  if (r.minRequestAmount == undefined || js(r.minRequestAmount) <= 0) {
    return ['minRequestAmount', '最小请求数目需大于 0'];
  }
  if (r.statIntervalMs == undefined || js(r.statIntervalMs) <= 0) return ['statIntervalMs', '统计窗口时长需大于 0s'];
  if (r.statIntervalMs !== undefined && js(r.statIntervalMs) > 60 * 1000 * 2) {
    return ['statIntervalMs', '统计窗口时长最大 120s'];
  }
  if (js(r.grade) == 1 && js(r.count) > 1) return ['count', '异常比率超出范围：[0.0 - 1.0]'];
  if (js(r.grade) == 0) {
    if (r.slowRatioThreshold == undefined) return ['slowRatioThreshold', '慢调用比率不能为空'];
    if (js(r.slowRatioThreshold) < 0 || js(r.slowRatioThreshold) > 1) {
      return ['slowRatioThreshold', '慢调用比率超出范围：[0.0 - 1.0]'];
    }
  }
  return null;
};

const degradeApi: Check = (r) => {
  if (blank(r.limitApp)) return ['limitApp', "limitApp can't be null or empty"];
  if (blank(r.resource)) return ['resource', "resource can't be null or empty"];
  if (isNull(r.count) || js(r.count) < 0) return ['count', `invalid threshold: ${javaDouble(r.count)}`];
  if (isNull(r.timeWindow) || js(r.timeWindow) <= 0) return ['timeWindow', 'recoveryTimeout should be positive'];
  if (isNull(r.grade)) return ['grade', 'circuit breaker strategy cannot be null'];
  if (js(r.grade) < 0 || js(r.grade) > 2) return ['grade', `Invalid circuit breaker strategy: ${javaInt(r.grade)}`];
  if (isNull(r.minRequestAmount) || js(r.minRequestAmount) <= 0)
    return ['minRequestAmount', 'Invalid minRequestAmount'];
  if (isNull(r.statIntervalMs) || js(r.statIntervalMs) <= 0) return ['statIntervalMs', 'Invalid statInterval'];
  if (r.grade === 0) {
    const ratio = r.slowRatioThreshold;
    if (isNull(ratio)) {
      return ['slowRatioThreshold', 'SlowRatioThreshold is required for slow request ratio strategy'];
    }
    if (js(ratio) < 0 || js(ratio) > 1)
      return ['slowRatioThreshold', 'SlowRatioThreshold should be in range: [0.0, 1.0]'];
  } else if (r.grade === 1 && js(r.count) > 1) {
    return ['count', 'Ratio threshold should be in range: [0.0, 1.0]'];
  }
  return null;
};

// ---------------------------------------------------------------------------------------------
// Authority (AuthorityRuleService.checkRuleValid; AuthorityRuleController.checkEntityInternal)

const AUTHORITY_PRESETS: Fields = { strategy: 0, limitApp: '' };

const authorityForm: Check = (r) => {
  if (r.resource === undefined || r.resource === '') return ['resource', '资源名称不能为空'];
  if (r.limitApp === undefined || r.limitApp === '') return ['limitApp', '流控针对应用不能为空'];
  if (r.strategy === undefined) return ['strategy', '必须选择黑白名单模式'];
  return null;
};

const authorityApi: Check = (r) => {
  if (blank(r.resource)) return ['resource', 'resource name cannot be null or empty'];
  if (blank(r.limitApp)) return ['limitApp', 'limitApp should be valid'];
  if (r.strategy !== 0 && r.strategy !== 1) return ['strategy', 'Unknown strategy (must be blacklist or whitelist)'];
  return null;
};

// ---------------------------------------------------------------------------------------------
// System (system.js addNewRule; SystemController.apiAdd). The dialog sends one threshold: the one of its
// 阈值类型 (LOAD, RT, 线程数, 入口 QPS, CPU 使用率). A negative value is "not set" (the dashboard stores -1).

/** In SystemController's message order. */
const SYSTEM_THRESHOLDS = ['highestSystemLoad', 'avgRt', 'maxThread', 'qps', 'highestCpuUsage'] as const;
const isSet = (v: unknown) => typeof v === 'number' && v >= 0;

const systemForm: Check = (r) => {
  const set = SYSTEM_THRESHOLDS.filter((f) => isSet(r[f]));
  const cpu = r.highestCpuUsage;
  if (set.length === 1 && set[0] === 'highestCpuUsage' && (js(cpu) < 0 || js(cpu) > 1)) {
    return ['highestCpuUsage', 'CPU 使用率模式的取值范围应为 [0.0, 1.0]，对应 0% - 100%'];
  }
  return null;
};

const systemApi: Check = (r) => {
  const n = SYSTEM_THRESHOLDS.filter((f) => isSet(r[f])).length;
  if (n !== 1) {
    return [
      SYSTEM_THRESHOLDS.join(', '),
      `only one of [highestSystemLoad, avgRt, maxThread, qps,highestCpuUsage] value must be set > 0, but ${n} values get`,
    ];
  }
  if (typeof r.highestCpuUsage === 'number' && r.highestCpuUsage > 1) {
    return ['highestCpuUsage', 'highestCpuUsage must between [0.0, 1.0]'];
  }
  return null;
};

/** Java's `"" + Double` (Double.toString): `-1.0`, `0.5`, `1.0E7`, `null`. */
export function javaDouble(v: unknown): string {
  if (typeof v !== 'number') return 'null';
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
  if (v === 0) return Object.is(v, -0) ? '-0.0' : '0.0';
  const a = Math.abs(v);
  if (a >= 1e-3 && a < 1e7) {
    const s = String(v);
    return s.includes('.') ? s : `${s}.0`;
  }
  const [mantissa, exponent] = v.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

/**
 * Each stage's check alone, as [field, message] or null (for tests: the dialog's presets and its own check
 * hide some of the controllers' messages from `dashboardVerdict`).
 */
export const DASHBOARD_CHECKS = {
  flow: { form: flowForm, add: flowAdd, edit: flowEdit },
  degrade: { form: degradeForm, api: degradeApi },
  authority: { form: authorityForm, api: authorityApi },
  system: { form: systemForm, api: systemApi },
} as const;
