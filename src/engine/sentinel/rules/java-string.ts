/**
 * Java's notion of a blank string, as Sentinel's rule checks use it: `StringUtil.isBlank` is true for null and for
 * a string of `Character.isWhitespace` characters only. Java's whitespace is not JavaScript's `\s`: the no-break
 * spaces (U+00A0, U+2007, U+202F) and U+FEFF are NOT whitespace in Java, and U+001C–U+001F are.
 */

/** Java `Character.isWhitespace` for one UTF-16 code unit (no-break spaces are not whitespace). */
function isJavaWhitespace(c: number): boolean {
  if ((c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x20)) return true;
  if (c < 0x1680) return false;
  return (
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x2006) ||
    (c >= 0x2008 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** Sentinel's `StringUtil.isBlank`. */
export function isJavaBlank(s: string | null | undefined): boolean {
  if (s == null) return true;
  for (let i = 0; i < s.length; i++) if (!isJavaWhitespace(s.charCodeAt(i))) return false;
  return true;
}
