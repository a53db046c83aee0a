/**
 * The keys that move the focus over a sweep's chart points (one row) or heatmap cells (columns × rows), as the
 * arrow keys move in a grid: ← → along the first parameter, ↑ ↓ along the second (up is the higher value, as the
 * heatmap draws it; on one row they are not moves, so the page still scrolls with them), Home / End to the first
 * / last value of the first parameter. Enter and Space apply the point under the focus, as a click does; that is
 * the caller's.
 */

/** The cell `key` moves [column, row] to, kept inside the grid; null when the key is not a move. */
export function moveIn(
  key: string,
  at: readonly [number, number],
  columns: number,
  rows: number,
): [number, number] | null {
  const [i, j] = at;
  const clamp = (v: number, n: number) => Math.max(0, Math.min(n - 1, v));
  switch (key) {
    case 'ArrowLeft':
      return [clamp(i - 1, columns), j];
    case 'ArrowRight':
      return [clamp(i + 1, columns), j];
    case 'ArrowUp':
      return rows > 1 ? [i, clamp(j + 1, rows)] : null;
    case 'ArrowDown':
      return rows > 1 ? [i, clamp(j - 1, rows)] : null;
    case 'Home':
      return [0, j];
    case 'End':
      return [columns - 1, j];
    default:
      return null;
  }
}

/** Whether `key` applies the point under the focus. */
export const appliesKey = (key: string): boolean => key === 'Enter' || key === ' ';
