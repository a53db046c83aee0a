/** The hot-parameter rule's words: its grades and its sliders (the dashboard's 热点规则 page in 中文). */
export default {
  en: {
    'paramFlow.grade1': 'QPS',
    'paramFlow.grade0': 'threads',
    'paramFlow.count': 'tokens per durationInSec for each value (a hot item has its own count)',
    'paramFlow.count.thread': 'concurrent requests for each value',
    'paramFlow.durationInSec': 'the statistic window: a value’s bucket refills only after more than this',
    'paramFlow.burstCount': 'extra tokens a full bucket holds (maxCount = count + burstCount)',
  },
  zh: {
    'paramFlow.grade1': 'QPS',
    'paramFlow.grade0': '线程数',
    'paramFlow.count': '单机阈值：每个参数值每个统计窗口的令牌数（例外项有自己的阈值）',
    'paramFlow.count.thread': '单机阈值：每个参数值的并发线程数',
    'paramFlow.durationInSec': '统计窗口时长：距上次补充超过该时长后才补充令牌',
    'paramFlow.burstCount': '突发流量：满桶额外的令牌数（maxCount = count + burstCount）',
  },
};
