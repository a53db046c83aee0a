/**
 * `java.util.regex.Pattern` as far as Sentinel uses it: compile a pattern (or learn that Java would refuse it)
 * and test a whole string with `matcher(s).matches()`.
 *
 * WHERE IT MATTERS. A gateway param item with matchStrategy REGEX (`GatewayParamParser`) keeps a value only if
 * the pattern matches the WHOLE value, else the value becomes "$NM"; a pattern that does not compile is never
 * cached and the raw value is used instead (`GatewayRegexCache`). A rule with `regex: true` names its resources
 * by a pattern (`RuleManager`).
 *
 * THE MODEL. JS and Java regular expressions agree on the common syntax (classes, groups, alternation,
 * quantifiers, anchors, `\d\w\s`, lookaround). `matches()` is the pattern anchored at both ends:
 * `^(?:pattern)$`. A leading inline flag group of i, s or m (`(?i)abc`) becomes a JS flag. One Java rule that
 * JS would let through is enforced: a `{` that does not start a valid `{n}`, `{n,}` or `{n,m}` quantifier is a
 * syntax error in Java ("Illegal repetition"), a literal in JS.
 *
 * WORKED EXAMPLE. "^t[0-9]+$" matches "t12", not "t1x"; "([a-z" does not compile (null); "a{" does not compile.
 *
 * HOW WE DIFFER FROM UPSTREAM. Java-only syntax — possessive quantifiers (`a++`), `\p{Alpha}`-style POSIX
 * classes, `\A`/`\Z`, inline flags in the middle of a pattern, `(?x)` comments — is not translated and usually
 * fails to compile here (treated like a Java compile error).
 */

/** A compiled pattern with Java's `matches()` semantics, or null when Java (as modelled) refuses it. */
export function compileJavaPattern(pattern: string): RegExp | null {
  let body = pattern;
  let flags = '';
  const inline = /^\(\?([ism]+)\)/.exec(body);
  if (inline !== null) {
    flags = [...new Set(inline[1])].join('');
    body = body.slice(inline[0].length);
  }
  if (hasIllegalRepetition(body)) return null;
  try {
    return new RegExp(`^(?:${body})$`, flags);
  } catch {
    return null;
  }
}

/** `Pattern.matches` on a compiled pattern: the whole string must match. */
export function matchesWhole(re: RegExp, s: string): boolean {
  return re.test(s);
}

/** Whether an unescaped `{` outside a character class fails to start a `{n}` / `{n,}` / `{n,m}` quantifier. */
function hasIllegalRepetition(p: string): boolean {
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '{' && !/^\{[0-9]+(,[0-9]*)?\}/.test(p.slice(i))) return true;
  }
  return false;
}
