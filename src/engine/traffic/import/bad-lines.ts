/** Bad lines: all counted, the first few kept with their line numbers and what is wrong. */

export interface BadLine {
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

export class BadLines {
  count = 0;
  readonly first: BadLine[] = [];
  constructor(private readonly keep = 5) {}
  add(line: number, text: string, reason: string): void {
    this.count++;
    if (this.first.length < this.keep) this.first.push({ line, text: text.slice(0, 200), reason });
  }
}
