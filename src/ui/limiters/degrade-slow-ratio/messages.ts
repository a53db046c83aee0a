/** The slow-ratio breaker's words: its grade and its two fields of its own. */
export default {
  en: {
    'degrade.grade0': 'slow-request ratio',
    'degrade.count.maxRt': 'max RT: slower calls count as slow',
    'degrade.slowRatioThreshold': 'slow-call ratio that opens the breaker',
  },
  zh: {
    'degrade.grade0': '慢调用比例',
    'degrade.count.maxRt': '最大 RT：比它慢的调用算作慢调用',
    'degrade.slowRatioThreshold': '比例阈值：慢调用比例超过它时熔断器打开',
  },
};
