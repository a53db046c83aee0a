import { Lexer, Parser, Composer, LineCounter } from 'yaml';
for (const n of [10000, 20000]) {
  const t = Array.from({length: n}, (_, i) => `key${i}: "x\n: :\n`).join('');
  let t0 = performance.now(); const toks = Array.from(new Lexer().lex(t)); console.log(n, 'lex', toks.length, Math.round(performance.now()-t0));
  t0 = performance.now(); const cst = Array.from(new Parser().parse(t)); console.log(n, 'parse', cst.length, Math.round(performance.now()-t0));
  t0 = performance.now(); let errs = 0; const c = new Composer({}); const docs = Array.from(c.compose(cst)); console.log(n, 'compose', docs.length, docs[0]?.errors.length, Math.round(performance.now()-t0));
}
