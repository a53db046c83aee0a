/** Bad lines: all counted, the first few kept with their line numbers and what is wrong. */
import type { Said } from './said';

export interface BadLine {
  readonly line: number;
  readonly text: string;
  /** A BadLineCode (reasons.ts) and the values it quotes. */
  readonly reason: Said;
}

export class BadLines {
  count = 0;
  readonly first: BadLine[] = [];
  constructor(private readonly keep = 5) {}
  add(line: number, text: string, reason: Said): void {
    this.count++;
    if (this.first.length < this.keep) this.first.push({ line, text: text.slice(0, 200), reason });
  }
}
