/** The error ratio breaker's words: its grade. */
export default {
  en: { 'degrade.grade1': 'error ratio' },
  zh: { 'degrade.grade1': '异常比例' },
};
