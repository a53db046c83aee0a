/** Share links, URL fragment state and local autosave for scenarios. */
export {
  decodeScenario,
  encodeScenario,
  LINK_VERSION,
  MAX_INFLATED_BYTES,
  MAX_JSON_DEPTH,
  MAX_LINK_CHARS,
  ShareLinkTooLargeError,
  type DecodeResult,
  type ShareError,
  type ShareErrorCode,
} from './codec';
export {
  HASH_PARAM,
  hashWithoutScenario,
  hashWithScenarioText,
  readScenarioFromHash,
  scenarioTextFromHash,
  writeScenarioToHash,
} from './hash';
export {
  discardPrevious,
  listPrevious,
  loadStartup,
  loadWork,
  MAX_PREVIOUS,
  restorePrevious,
  saveWork,
  STORAGE_KEYS,
  type SavedWork,
  type Startup,
  type StorageLike,
  type StoreResult,
} from './persistence';
