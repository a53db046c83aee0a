/** The view's parts loaded when first needed, one chunk (the view's `lazy`; view.ts `LazyParts`). */
import compareEn from './compare-texts';
import compareZh from './compare-texts.zh';
import galleryEn from './gallery-texts';
import galleryZh from './gallery-texts.zh';
export { default as zh } from './messages.zh';
export { default as explain } from './explain';
export { default as gallery } from './gallery';
export { default as compare } from './compare';
export const galleryTexts = { en: galleryEn, zh: galleryZh };
export const compareTexts = { en: compareEn, zh: compareZh };
