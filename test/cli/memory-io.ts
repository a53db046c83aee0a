import type { Io } from '../../src/cli/flowlab';

/** The command's file system and streams in memory: reads from `files`, writes into it, prints nowhere. */
export function memoryIo(files: Map<string, string>): Io {
  return {
    out: () => {},
    err: () => {},
    readFile: (p) => {
      const t = files.get(p);
      if (t === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return t;
    },
    readBytes: (p) => new TextEncoder().encode(files.get(p) ?? ''),
    writeFile: (p, t) => void files.set(p, t),
  };
}
