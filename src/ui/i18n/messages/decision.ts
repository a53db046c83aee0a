/**
 * "Explain this decision" (src/engine/explain, ui/panels/ExplainPanel.svelte): the words of each step of a
 * limiter's computation, the verdict words, and the concept paragraphs behind the steps. Here the panel's words
 * and the default first screen's steps (Sentinel WarmUp); every other limiter's steps are a lazy group
 * (explain-steps.ts) that the panel loads before it shows them (ensureTexts in ../lang.ts).
 *
 * Formulas sit in `code` spans and are the same in both languages (Java names, operators, Java calls); only
 * the words around them are translated. Placeholders are filled with the engine's numbers; a placeholder whose
 * value is `@explain.…` is another message of this file (the branch a check took, a node's name).
 * (This file is decision.ts because messages/explain.ts holds the "At the cursor" words.)
 */
import type { Catalog } from './catalog';

export default {
  'explain.title': 'Explain this decision',
  'explain.request': 'Request #{n} at {t} ms',
  'explain.verdict.pass': 'Verdict: passed at once',
  'explain.verdict.wait': 'Verdict: waited {waitMs} ms, then passed',
  'explain.verdict.block': 'Verdict: blocked',
  'explain.why': 'Why?',
  'explain.close': 'Close the explanation',
  'explain.open': 'Explain the request at the cursor',
  'explain.loading': 'Replaying the limiter up to this request…',
  'explain.noRequest': 'No request has arrived yet.',
  'explain.unavailable': 'This request cannot be explained.',
  'explain.hint': 'Click a mark on the Requests chart, or focus it and press Enter; the clock steps it. Esc closes.',
  'explain.chartLabel': 'Requests chart',
  'explain.chartHint': 'Press Enter to explain the request at the cursor; click a mark to explain that request.',
  'explain.follows': 'the request at the cursor',
  'explain.selected': 'the selected request',

  'explain.then.pass': 'pass',
  'explain.then.block': 'block',
  'explain.then.next': 'go on',
  'explain.then.waitPass': 'wait {waitMs} ms, then pass',
  'explain.then.waitNext': 'wait {waitMs} ms, then go on',
  'explain.then.probe': 'let it through as the probe (HALF_OPEN)',

  'explain.warmUp.passQps': '`passQps = (long) passQps() = {passQps}`, read before the token sync',
  'explain.warmUp.sameSecond':
    '`syncToken`: still the second that began at {secMs} ms (`lastFilledTime`), so `storedTokens` stays {storedTokens}',
  'explain.warmUp.refillFirst':
    '`syncToken`, first check: `lastFilledTime` is 0, so `storedTokens {oldTokens} + ({secEpochMs} − 0) × count {count} / 1000` → {refilled}{capped}',
  'explain.warmUp.refillBelow':
    '`syncToken` at {secMs} ms: `storedTokens {oldTokens} < warningToken {warningToken}`, refill: `{oldTokens} + ({secMs} − lastFilledTime {lastFilledMs}) × count {count} / 1000` → {refilled}{capped}',
  'explain.warmUp.refillQuiet':
    '`syncToken` at {secMs} ms: `storedTokens {oldTokens} > warningToken {warningToken}` and a quiet second, `previousPassQps {previousPassQps} < (int)count / coldFactor = {coolDownQps}`; refill: `{oldTokens} + ({secMs} − lastFilledTime {lastFilledMs}) × count {count} / 1000` → {refilled}{capped}',
  'explain.warmUp.noRefillBusy':
    '`syncToken` at {secMs} ms: `storedTokens {oldTokens} > warningToken {warningToken}` but `previousPassQps {previousPassQps} ≥ (int)count / coldFactor = {coolDownQps}`: no refill',
  'explain.warmUp.noRefillAtWarning':
    '`syncToken` at {secMs} ms: `storedTokens {oldTokens} == warningToken {warningToken}` exactly, so neither refill branch applies',
  'explain.warmUp.capped': ' (capped at `maxToken {maxToken}`)',
  'explain.warmUp.drain':
    '`storedTokens = {refilled} − previousPassQps {previousPassQps} = {storedTokens}`; `lastFilledTime` = {secMs} ms',
  'explain.warmUp.drainClamped':
    '`storedTokens = {refilled} − previousPassQps {previousPassQps}` is below 0, clamped to {storedTokens}; `lastFilledTime` = {secMs} ms',
  'explain.warmUp.warm':
    '`restToken {restToken} {cmp} warningToken {warningToken}`: warm, the limit is `count {count}`',
  'explain.warmUp.cold': '`restToken {restToken} {cmp} warningToken {warningToken}` → `aboveToken = {aboveToken}`',
  'explain.warmUp.warningQps': '`{qpsName} = Math.nextUp(1 / ({aboveToken} × slope {slope} + 1/{count})) = {qps}`',
  'explain.warmUp.compare': '`passQps {passQps} + acquire {acquire} {cmp} {limitName} {limit}` → {then}',
  'explain.flow.unknown': '`{className}`: this controller has no explanation',
  'explain.none': '{label}',

  'explain.concept.sliding-window':
    'Sentinel counts passes in a sliding second made of two 500 ms buckets aligned to absolute epoch time, so the count drops in steps of half a second, not request by request.',
  'explain.concept.warmup-passqps':
    'WarmUpController reads the passes of the sliding second first; the token bucket is synced afterwards, once per second, from the previous second’s passes.',
  'explain.concept.token-sync':
    'The bucket measures how cold the system is. Once per whole second it refills by count per second of elapsed time — only while it is below warningToken, or the previous second was quiet — is capped at maxToken, then loses the previous second’s passes.',
  'explain.concept.cold-bucket':
    'Many stored tokens mean the system has been idle and is cold. At or above warningToken the limit comes from the warm-up line; below it the system is warm and the limit is count.',
  'explain.concept.warning-qps':
    'Above warningToken every token adds slope seconds to the interval between requests, so the limit falls from count towards count / coldFactor as the bucket fills. Math.nextUp lifts the result by one ulp so that 1 / (1/count) can never land below count.',
  'explain.concept.rule-none':
    'Sentinel silently ignores a rule it considers invalid or that does not apply to these requests: then there is nothing to compare, and every request passes.',
} satisfies Catalog;
