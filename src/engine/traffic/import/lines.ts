/**
 * Text arriving in chunks (a file read as a stream) → whole lines, numbered from 1.
 *
 * A line ends at `\n`, `\r\n` or a lone `\r`. A `\r` ends its line at once; a `\n` right after it
 * (perhaps at the start of the next chunk) belongs to the same line end. `end()` flushes the last
 * line if the text does not end with a newline. Pure: no I/O, so the worker feeds it
 * `TextDecoderStream` chunks and tests feed it strings cut anywhere.
 *
 * Linear: every character is looked at once. A line still open at the end of a chunk is kept as
 * pieces and joined once when it ends, never rescanned (re-reading `rest + chunk` from the start was
 * quadratic: a 150 MB file without a line break took the tab down). A line longer than
 * MAX_LINE_CHARS is refused with its number: no log line is that long, and holding one would mean
 * holding the file. `scanned` counts the characters looked at, so a test can hold the work to the
 * input's size without a clock.
 */
import { ImportError } from './import-error';
import { BadLines } from './bad-lines';

export { BadLines };

/** The longest line read (characters): far above any log line, far below a file held as one string. */
export const MAX_LINE_CHARS = 1 << 20;

export type LineSink = (line: string, lineNo: number) => void;

export class LineSplitter {
  /** the open line's pieces (from earlier chunks) and their total length */
  private pieces: string[] = [];
  private open = 0;
  /** the last chunk ended with `\r`: a `\n` starting the next one is part of that line end */
  private skipLf = false;
  private lineNo = 0;
  /** Characters looked at so far (each once). */
  scanned = 0;

  constructor(
    private readonly sink: LineSink,
    private readonly maxLineChars = MAX_LINE_CHARS,
  ) {}

  /** Lines seen so far. */
  get lines(): number {
    return this.lineNo;
  }

  push(chunk: string): void {
    let start = 0;
    if (this.skipLf && chunk.length > 0) {
      this.skipLf = false;
      if (chunk.charCodeAt(0) === 10) start = 1;
    }
    for (let i = start; i < chunk.length; i++) {
      this.scanned++;
      const c = chunk.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.emit(chunk, start, i);
      if (c === 13) {
        if (i + 1 === chunk.length) this.skipLf = true;
        else if (chunk.charCodeAt(i + 1) === 10) i++;
      }
      start = i + 1;
    }
    if (start < chunk.length) {
      this.check(this.open + chunk.length - start);
      this.pieces.push(start === 0 ? chunk : chunk.slice(start));
      this.open += chunk.length - start;
    }
  }

  end(): void {
    if (this.open > 0) this.emit('', 0, 0);
  }

  private emit(chunk: string, from: number, to: number): void {
    this.check(this.open + to - from);
    const tail = chunk.slice(from, to);
    const line = this.pieces.length === 0 ? tail : this.pieces.join('') + tail;
    this.pieces = [];
    this.open = 0;
    this.sink(line, ++this.lineNo);
  }

  private check(length: number): void {
    if (length > this.maxLineChars)
      throw new ImportError('lineTooLong', { line: this.lineNo + 1, max: this.maxLineChars });
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
