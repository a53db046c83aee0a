/** The import modules under test, and the civil-date helper the timestamp tests check. */
export * from '../../../../src/engine/traffic/import';
export { daysFromCivil as daysFromCivilForTest } from '../../../../src/engine/traffic/import/timestamps';
