// `npm run bench` (full, about 2 minutes) and `npm run bench -- --quick` (seconds, run by npm test
// so the suite can't rot; timings are printed, never asserted).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { machine, meets, printRatios, printTable, QUICK } from './lib/measure.mjs';
import { validationWorkloads } from './validation.mjs';

const groups = { validation: await validationWorkloads() };
for (const [name, group] of Object.entries(groups)) printTable(name, group.rows);
const ratios = Object.values(groups).flatMap((group) => group.ratios);
printRatios(ratios);

const record = {
  machine: machine(),
  groups,
  ratios: ratios.map((ratio) => ({ ...ratio, met: meets(ratio) })),
};
const folder = resolve(import.meta.dirname, 'results');
mkdirSync(folder, { recursive: true });
writeFileSync(resolve(folder, QUICK ? 'quick.json' : 'latest.json'), `${JSON.stringify(record, null, 2)}\n`);
console.log(`\nwrote bench/results/${QUICK ? 'quick' : 'latest'}.json`);
