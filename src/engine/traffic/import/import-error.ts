/**
 * The one error an importer throws: a file it refuses as a whole (a line too long to be a log's, a
 * binary file, more bytes than the cap), with what it says about it. Everything else is a bad line,
 * counted and reported, never thrown. The worker and the CLI catch this type and say its Said.
 */
import { said, type Said } from './said';

export class ImportError extends Error {
  readonly said: Said;
  constructor(code: string, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'ImportError';
    this.said = said(code, params);
  }
}
