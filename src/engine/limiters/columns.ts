/**
 * Declaring a module's named columns and series (contract.ts `Column`) in one line each.
 */
import type { Column, Unit } from './contract';

/** A column, shown and exported. */
export function col(name: string, unit: Unit, shown: string | null, doc: string, csv = true): Column {
  return { name, unit, shown, csv, doc };
}
