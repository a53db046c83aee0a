/**
 * Size of an lz-string-style encoding (for the measurement test only; lz-string is not a
 * dependency). lz-string's `compressToEncodedURIComponent` is LZW over UTF-16 code units:
 * a dictionary of seen strings, codes written with a bit width that grows as the dictionary
 * does (new characters as a 2-bit-wide marker + 8 or 16 bits), an end marker, and the bits
 * packed 6 per URL-safe character. This counts those bits the same way.
 */
export function lzStyleLength(input: string): number {
  const dict = new Map<string, number>();
  const toCreate = new Set<string>();
  let dictSize = 3;
  let numBits = 2;
  let enlargeIn = 2;
  let bits = 0;
  let w = '';
  const grow = () => {
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  };
  const emit = (word: string) => {
    if (toCreate.has(word)) {
      bits += numBits + (word.charCodeAt(0) < 256 ? 8 : 16);
      grow();
      toCreate.delete(word);
    } else {
      bits += numBits;
    }
    grow();
  };
  for (const c of input) {
    for (const unit of c.length === 1 ? [c] : [c[0], c[1]]) {
      if (!dict.has(unit)) {
        dict.set(unit, dictSize++);
        toCreate.add(unit);
      }
      const wc = w + unit;
      if (dict.has(wc)) {
        w = wc;
      } else {
        emit(w);
        dict.set(wc, dictSize++);
        w = unit;
      }
    }
  }
  if (w !== '') emit(w);
  bits += numBits; // end marker
  return Math.ceil(bits / 6) + 1;
}
