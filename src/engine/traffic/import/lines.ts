/**
 * Text arriving in chunks (a file read as a stream) → whole lines, numbered from 1.
 *
 * A line ends at `\n`, `\r\n` or a lone `\r`; a `\r` at the very end of a chunk waits for the
 * next chunk before it is decided. `end()` flushes the last line if the text does not end with
 * a newline. Pure: no I/O, so the worker feeds it `TextDecoderStream` chunks and tests feed it
 * strings cut anywhere.
 */
export type LineSink = (line: string, lineNo: number) => void;

export class LineSplitter {
  private rest = '';
  private lineNo = 0;
  constructor(private readonly sink: LineSink) {}

  /** Lines seen so far. */
  get lines(): number {
    return this.lineNo;
  }

  push(chunk: string): void {
    const text = this.rest + chunk;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) {
        if (c === 13 && i === text.length - 1) break; // may be the first half of \r\n
        this.sink(text.slice(start, i), ++this.lineNo);
        if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
        start = i + 1;
      }
    }
    this.rest = text.slice(start);
  }

  end(): void {
    const last = this.rest;
    this.rest = '';
    // a final lone \r ends a line (possibly empty); otherwise only a non-empty rest is a line
    if (last.endsWith('\r')) this.sink(last.slice(0, -1), ++this.lineNo);
    else if (last !== '') this.sink(last, ++this.lineNo);
  }
}

/** Split a whole text into lines the way the stream does. */
export function splitLines(text: string): string[] {
  const out: string[] = [];
  const s = new LineSplitter((l) => out.push(l));
  s.push(text);
  s.end();
  return out;
}

/** Bad lines: all counted, the first few kept with their line numbers. */
export class BadLines {
  count = 0;
  readonly first: { line: number; text: string; reason: string }[] = [];
  constructor(private readonly keep = 5) {}
  add(line: number, text: string, reason: string): void {
    this.count++;
    if (this.first.length < this.keep) this.first.push({ line, text: text.slice(0, 200), reason });
  }
}
