/** A JSON syntax problem (share/json-locate.ts) in the page's words. */
import type { JsonProblem } from '../../share/json-locate';
import type { Translate } from '../i18n/lang';

/** The problem in words (messages/inputs.ts), e.g. "expected ',' or '}', found '"'". */
export function syntaxMessage(p: JsonProblem, tr: Translate): string {
  const found = (f: string | null) => f ?? tr('json.endOfText');
  if (p.kind === 'expected') return tr('json.expected', { what: tr(`json.what.${p.what}`), found: found(p.found) });
  if (p.kind === 'afterEnd') return tr('json.afterEnd', { found: found(p.found) });
  if (p.kind === 'tooDeep') return tr('json.tooDeep', { max: p.max });
  if (p.kind === 'tooBig')
    return tr('json.tooBig', { chars: p.chars.toLocaleString('en-US'), max: p.max.toLocaleString('en-US') });
  return tr(`json.${p.kind}`);
}
