/** The slot chain's words: the picker option. */
export default {
  en: { 'limiter.sentinel-chain': 'All Sentinel rules (slot chain)' },
  zh: { 'limiter.sentinel-chain': '全部 Sentinel 规则 (slot chain)' },
};
