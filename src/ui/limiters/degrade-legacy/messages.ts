/** Sentinel 1.7.2 degrade's words: its grades (the 1.7 dashboard's 降级策略) and the fields it reads differently. */
export default {
  en: {
    'degrade.legacyGrade0': 'average RT',
    'degrade.legacyGrade1': 'exception ratio',
    'degrade.legacyGrade2': 'exception count',
    'degrade.count.legacyRt': 'average RT above which a check is slow',
    'degrade.rtSlowRequestAmount': 'slow checks in a row before it cuts',
    'degrade.timeWindow.legacy': 'cut off this long',
    'degrade.minRequestAmount.legacy': 'calls per second before the ratio counts',
  },
  zh: {
    'degrade.legacyGrade0': 'RT（平均响应时间）',
    'degrade.legacyGrade1': '异常比例',
    'degrade.legacyGrade2': '异常数',
    'degrade.count.legacyRt': 'RT：平均响应时间超过它时，这次检查算慢',
    'degrade.rtSlowRequestAmount': '连续多少次慢检查后降级',
    'degrade.timeWindow.legacy': '时间窗口：降级持续这么久',
    'degrade.minRequestAmount.legacy': '每秒至少这么多调用，异常比例才生效',
  },
};
