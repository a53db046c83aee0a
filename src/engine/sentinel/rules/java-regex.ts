/**
 * Does `java.util.regex.Pattern.compile(pattern)` succeed? Sentinel 1.8.7+ drops a rule with `regex: true` whose
 * resource does not compile (RuleManager.checkRegexResourceField, FlowRuleUtil.isValidRule).
 *
 * HOW WE DIFFER. No Java regex engine runs here, so this is an approximation: JavaScript's RegExp decides, except
 * that Java-only syntax (`\Q…\E`, `\A`, `\z`, possessive quantifiers, inline flags, `\p{javaLowerCase}`, …) is
 * accepted, and a `{` that does not open a `{n}`, `{n,}` or `{n,m}` quantifier is rejected ("Illegal repetition"),
 * as Java does while JavaScript reads it literally.
 */

/** Syntax Java's Pattern accepts and JavaScript's RegExp does not. */
const JAVA_ONLY_SYNTAX = /\\[QEAzZGhHRvVX]|[*+?}]\+|\(\?[idmsuxU-]+[:)]|\\p\{(?:java|Is|In)/;

/**
 * Does `Pattern.compile(pattern)` succeed? Approximated: JavaScript's RegExp, except that
 * Java-only syntax is accepted and a `{` that does not open a `{n}`, `{n,}` or `{n,m}`
 * quantifier is rejected ("Illegal repetition"), as Java does.
 */
export function javaPatternCompiles(pattern: string): boolean {
  if (hasIllegalRepetition(pattern)) return false;
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return JAVA_ONLY_SYNTAX.test(pattern);
  }
}

function hasIllegalRepetition(p: string): boolean {
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const ch = p[i];
    if (ch === '\\') {
      if (p[i + 1] === 'Q') {
        const end = p.indexOf('\\E', i + 2);
        if (end < 0) return false;
        i = end + 1;
      } else i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      inClass = true;
      if (p[i + 1] === ']' || p[i + 1] === '^') i++;
    } else if (ch === '{' && !/^\{\d+(,\d*)?\}/.test(p.slice(i, i + 24))) {
      return true;
    }
  }
  return false;
}
