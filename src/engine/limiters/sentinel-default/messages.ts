/** DefaultController's words: the picker option (the dashboard's 快速失败). */
export default {
  en: { 'limiter.sentinel-0': 'Reject (controlBehavior 0)' },
  zh: { 'limiter.sentinel-0': '快速失败 (controlBehavior 0)' },
};
