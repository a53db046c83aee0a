import { Parser, Composer, CST } from 'yaml';
const cases = {
  bad: (n) => Array.from({length: n}, (_, i) => `key${i}: "x\n: :\n`).join(''),
  tabs: (n) => Array.from({length:n},()=>'\t- x: y\n').join(''),
  close: (n) => ']\n'.repeat(n),
  open: (n) => 'spring:\n' + Array.from({length: n}, (_, i) => `  a${i}: [\n`).join(''),
  dupkeys: (n) => Array.from({length: n}, () => `a: 1\n`).join(''),
  deep: (n) => Array.from({length: n}, (_, i) => ' '.repeat(i) + `k${i}:\n`).join(''),
  flowdeep: (n) => '['.repeat(n),
};
for (const [name, f] of Object.entries(cases)) {
  const t = f(3000);
  const cst = Array.from(new Parser().parse(t));
  let errs = 0, nodes = 0;
  for (const tok of cst) CST.visit(tok, (item) => { nodes++; for (const p of [...(item.start ?? []), ...(item.sep ?? [])]) if (p.type === 'error') errs++; if (item.value?.type === 'error') errs++; });
  const top = cst.filter(t => t.type === 'error').length;
  const t0 = performance.now();
  const docs = Array.from(new Composer({uniqueKeys:false}).compose(cst));
  console.log(name, t.length, 'cstErr', errs, 'top', top, 'nodes', nodes, 'composeErr', docs.reduce((a,d)=>a+d.errors.length,0), Math.round(performance.now()-t0), 'ms');
}
