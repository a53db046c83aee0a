/** WarmUpController's words: the picker option. */
export default {
  en: { 'limiter.sentinel-1': 'Warm Up (controlBehavior 1)' },
  zh: { 'limiter.sentinel-1': 'Warm Up (controlBehavior 1)' },
};
