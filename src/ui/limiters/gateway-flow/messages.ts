/** The gateway flow rule's words: its grades and its sliders (the dashboard's 网关流控 dialog in 中文). */
export default {
  en: {
    'gatewayFlow.grade1': 'QPS',
    'gatewayFlow.grade0': 'threads',
    'gatewayFlow.count': 'requests per intervalSec for each parsed value (the whole route without a paramItem)',
    'gatewayFlow.count.thread': 'concurrent requests for each parsed value',
    'gatewayFlow.intervalSec':
      'the statistic interval in seconds (durationInSec of the converted rule); the dashboard’s interval + unit is not this field',
    'gatewayFlow.burst': 'extra requests a full bucket allows (burstCount of the converted rule)',
  },
  zh: {
    'gatewayFlow.grade1': 'QPS',
    'gatewayFlow.grade0': '线程数',
    'gatewayFlow.count': 'QPS 阈值：每个参数值每个间隔的请求数（没有针对请求属性时为整个路由）',
    'gatewayFlow.count.thread': '线程数：每个参数值的并发请求数',
    'gatewayFlow.intervalSec': '间隔（秒）：转换后规则的 durationInSec；控制台的「间隔」+ 单位不是这个字段',
    'gatewayFlow.burst': 'Burst size：满桶额外允许的请求数（转换后规则的 burstCount）',
  },
};
