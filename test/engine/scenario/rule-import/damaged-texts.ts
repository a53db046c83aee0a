/**
 * Texts an importer must survive, made from a list of valid files: cuts at any offset, short binary splices,
 * random bytes decoded as UTF-8 and random binary strings, each at most `max` characters where random.
 * Shared by the importers' fuzz test and their work-count test.
 */
import fc from 'fast-check';

export function damagedTexts(valid: readonly string[], max: number) {
  const cut = fc.constantFrom(...valid).chain((t) => fc.nat(t.length).map((k) => t.slice(0, k)));
  const splice = fc
    .tuple(fc.constantFrom(...valid), fc.nat(), fc.nat(), fc.string({ maxLength: 8, unit: 'binary' }))
    .map(([t, a, b, s]) => {
      const i = a % (t.length + 1);
      return t.slice(0, i) + s + t.slice(Math.min(t.length, i + (b % 16)));
    });
  const bytes = fc.uint8Array({ maxLength: max }).map((b) => new TextDecoder().decode(b));
  const binary = fc.string({ maxLength: max, unit: 'binary' });
  return { cut, splice, bytes, binary };
}
