/** The view's parts loaded when first needed, one chunk (the view's `lazy`; view.ts `LazyParts`). */
export { default as zh } from './messages.zh';
