// `npm test`: every stage of the full check, one line each, then a verdict. A stage's whole output
// goes to test-results/npm-test/<stage>.log; on the terminal a green stage shows its summary and any
// warning or skip it printed (so a new warning is seen, not scrolled past), and the first red stage
// shows the end of its output, with the verdict as the last line.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const logs = resolve(root, 'test-results', 'npm-test');
const TAIL_ON_FAILURE = 80;
const MAX_NOTICES = 10;

/** Lines worth a reader's eye even when a stage passes; a passing test's name is not one of them. */
const NOTICE = /\bwarn(ing)?\b|\bskipped\b|\bdeprecat/i;
const PASSED_TEST = /^\s*✓/;

/**
 * The stages, in order. `summary` picks from a passing stage's output the few lines that say what was
 * checked (counts and figures); the rest stays in the log.
 */
const stages = [
  { name: 'test clock', command: ['node', 'scripts/check-test-clock.mjs'] },
  { name: 'lint', script: 'lint', summary: (out) => grep(out, /^Checked \d+ files/) },
  // tsc uses one core, and the packed clone's build and checks leave the other one idle most of the
  // time: the two run side by side, and neither reads what the other writes (tsc reads no dist/; the
  // clone has its own generated files).
  { name: 'typecheck', script: 'typecheck', besideNext: true },
  // The package as a fresh clone packs it, its prepack build included: that build is the dist/ the
  // stages after it check, so the library is built once (a build stage of its own built it again).
  {
    name: 'build and package',
    command: ['node', 'scripts/check-package.mjs', '--keep-build'],
    summary: (out) => lastLines(out, 1),
  },
  // The public surface, as api/charge-rules.api.md records it: a change shows in review (npm run api).
  { name: 'API report', script: 'test:api' },
  {
    name: 'unit, property and browser tests',
    // The type tests (*.test-d.ts) are compiled by the typecheck stage, whose tsconfig.json takes in
    // all of test/ (test/types/typecheck-stage.test.ts holds it to that): a second compiler run here
    // would check the same files with the same options.
    command: ['npm', 'run', '--silent', 'test:unit', '--', '--typecheck.enabled=false'],
    summary: (out) => [...grep(out, /^\s*(Test Files|Tests|Type Errors)\s/), ...coverageSummary(out)],
  },
  { name: 'size budgets', script: 'test:size', summary: sizeSummary },
  { name: 'quick bench', script: 'bench:quick', summary: (out) => grep(out, /^wrote bench\/results/) },
];

function grep(output, pattern) {
  return output.split('\n').filter((line) => pattern.test(line));
}

function lastLines(output, count) {
  return output.trimEnd().split('\n').slice(-count);
}

/** size-limit prints a name, a limit and a size per check: one line each here. */
function sizeSummary(output) {
  const lines = output.split('\n').map((line) => line.trim());
  const rows = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('Size limit:')) return;
    const size = lines[index + 1]?.replace(/^Size:\s*/, '').replace(/ with all dependencies.*/, '');
    rows.push(`${lines[index - 1]}: ${size} of ${line.replace('Size limit:', '').trim()}`);
  });
  return rows;
}

/** Plain text for the logs and the summary lines; FORCE_COLOR of any value turns colour on in most tools. */
function withoutColor(env) {
  const { FORCE_COLOR: _ignored, ...rest } = env;
  return { ...rest, NO_COLOR: '1' };
}

/** vitest's coverage table: the "All files" row, named column by column. */
function coverageSummary(output) {
  const row = grep(output, /^All files\s*\|/)[0];
  if (row === undefined) return [];
  const [statements, branches, functions, lines] = row
    .split('|')
    .slice(1)
    .map((cell) => cell.trim());
  return [
    `coverage: statements ${statements}%, branches ${branches}%, functions ${functions}%, lines ${lines}%`,
  ];
}

/** Starts a stage: its child process, when it began, and its exit code and output once it closes. */
function run(stage) {
  const [command, ...args] = stage.command ?? ['npm', 'run', '--silent', stage.script];
  const child = spawn(command, args, { cwd: root, env: withoutColor(process.env) });
  const result = new Promise((done) => {
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(String(error))));
    child.on('close', (code) => done({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
  return { child, start: performance.now(), result };
}

const seconds = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
const indent = (lines) => lines.map((line) => `    ${line.trim()}`).join('\n');

mkdirSync(logs, { recursive: true });
const started = performance.now();
// A stage marked besideNext starts the next one as it starts; each is still reported in its place.
const running = new Map();
for (const [index, stage] of stages.entries()) {
  const current = running.get(stage) ?? run(stage);
  const next = stages[index + 1];
  if (stage.besideNext && next !== undefined) running.set(next, run(next));
  const { start } = current;
  const { code, output } = await current.result;
  const log = resolve(logs, `${stage.name.replace(/\W+/g, '-')}.log`);
  writeFileSync(log, output);
  if (code !== 0) {
    // A stage started beside this one would go on after the verdict: stop it.
    for (const other of running.values()) if (other.child.exitCode === null) other.child.kill();
    console.log(`✗ ${stage.name} (${seconds(start)}): exit ${code}; the end of its output follows`);
    console.log(lastLines(output, TAIL_ON_FAILURE).join('\n'));
    console.log(`\nnpm test FAILED at "${stage.name}" (exit ${code}); whole output in ${log}`);
    process.exit(1);
  }
  console.log(`✓ ${stage.name} (${seconds(start)})`);
  const summary = stage.summary?.(output) ?? [];
  if (summary.length > 0) console.log(indent(summary));
  const notices = grep(output, NOTICE).filter((line) => !PASSED_TEST.test(line));
  if (notices.length > 0) {
    console.log(`  ${notices.length} warning or skip line(s), see ${log}:`);
    console.log(indent(notices.slice(0, MAX_NOTICES)));
  }
}
console.log(`\nnpm test passed: ${stages.length} stages in ${seconds(started)}`);
