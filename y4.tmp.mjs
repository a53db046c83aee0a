import { Parser, Composer } from 'yaml';
const t = Array.from({length: 6000}, (_, i) => `key${i}: "x\n: :\n`).join('');
const cst = Array.from(new Parser().parse(t));
const docs = Array.from(new Composer({uniqueKeys:false}).compose(cst));
