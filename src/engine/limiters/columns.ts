/**
 * Declaring a module's named columns and series (contract.ts `Column`) in one line each.
 */
import type { Column, Unit } from './contract';

/** A column, shown and exported (what it holds is said by a comment above the call: no bytes on the page). */
export function col(name: string, unit: Unit, shown: string | null, csv = true): Column {
  return { name, unit, shown, csv };
}
