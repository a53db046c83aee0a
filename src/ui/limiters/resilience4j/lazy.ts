/** The view's parts loaded when first needed, one chunk (the view's `lazy`; view.ts `LazyParts`). */
import compareEn from './compare-texts';
import compareZh from './compare-texts.zh';
export { default as zh } from './messages.zh';
export { default as explain } from './explain';
export { default as compare } from './compare';
export const compareTexts = { en: compareEn, zh: compareZh };
