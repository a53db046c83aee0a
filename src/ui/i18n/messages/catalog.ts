/** One language's messages: key → text. Keys are `feature.thing`. */
export type Catalog = Record<string, string>;

export type Lang = 'en' | 'zh';
