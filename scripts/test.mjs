// npm test: typecheck, lint (ESLint with the import boundaries, import cycles, formatting), unit and API tests (on PGlite, and on PostgreSQL too when DATABASE_URL is set),
// then the end-to-end journeys in a browser. Ends with one "N passed, N failed" line over every run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const resultsDir = join(process.cwd(), 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const vitest = (name, projects, env, extra = []) => ({
  name,
  command: 'npx',
  args: [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, `${name}.json`)}`,
  ],
  env,
});

const START_TEST = 'apps/server/src/start-process.test.ts';
const NOT_START = ['--exclude', '**/start-process.test.ts'];

const steps = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], env: process.env },
  { name: 'lint', command: 'npx', args: ['eslint', '.'], env: process.env },
  { name: 'cycles', command: 'node', args: ['scripts/check-cycles.mjs'], env: process.env },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'], env: process.env },
  vitest('unit-and-api-pglite', ['domain', 'web', 'ops', 'server'], envWithoutDatabase, NOT_START),
  ...(DATABASE_URL ? [vitest('api-postgresql', ['server'], { ...envWithoutDatabase, DATABASE_URL }, NOT_START)] : []),
  // `npm start` under a supervisor, alone: it builds the apps and starts a real server process, work that would compete with
  // the parallel suites for the two cores. It runs on the embedded database whatever is set.
  vitest('start-process', ['server'], envWithoutDatabase, [START_TEST]),
  vitest('e2e', ['e2e'], envWithoutDatabase),
];

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep;
for (const step of steps) {
  console.log(`\n> [${step.name}] ${step.command} ${step.args.join(' ')}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: step.env });
  if (step.command === 'npx' && step.args[0] === 'vitest') {
    try {
      const report = JSON.parse(readFileSync(join(resultsDir, `${step.name}.json`), 'utf8'));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
    } catch {
      // A run that could not start has no report; its exit code speaks for it.
    }
  }
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedStep) {
  console.error(`npm test: step "${failedStep}" failed`);
  process.exit(1);
}
