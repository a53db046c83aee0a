/**
 * Where the recorded traces are. The corpus lives in the repository (`conformance/` at its root,
 * one folder per engine family), so a fresh clone replays it with nothing beside it.
 *
 * Two variables point elsewhere, for a corpus kept outside the repository (a newer recording, a
 * hidden set): `$CONFORMANCE_DIR` and `$CONFORMANCE_NEXT_DIR`. A family's folder is looked up in
 * them first, in that order, and in the repository's corpus last.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's own corpus. */
export const REPO_CORPUS = fileURLToPath(new URL('../../conformance', import.meta.url));

/** The folders a family is looked up in, outside ones first. */
export function corpusRoots(): string[] {
  const outside = [process.env.CONFORMANCE_DIR, process.env.CONFORMANCE_NEXT_DIR].filter(
    (d): d is string => d !== undefined && d !== '',
  );
  return [...outside.map((d) => resolve(d)), REPO_CORPUS];
}

/** The folder holding one family's traces (`sentinel-flow`, `bucket4j`, …); the repository's when no other has it. */
export function traceDir(family: string): string {
  for (const root of corpusRoots()) {
    const dir = join(root, family);
    if (existsSync(dir)) return dir;
  }
  return join(REPO_CORPUS, family);
}
