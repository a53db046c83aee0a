/** The error count breaker's words: its grade. */
export default {
  en: { 'degrade.grade2': 'error count' },
  zh: { 'degrade.grade2': '异常数' },
};
