// npm test: typecheck, unit and API tests (on PGlite, and on PostgreSQL too when DATABASE_URL is set),
// then the end-to-end journeys in a browser. Ends with one "N passed, N failed" line over every run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const resultsDir = join(process.cwd(), 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const vitest = (name, projects, env) => ({
  name,
  command: 'npx',
  args: ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, `${name}.json`)}`],
  env,
});

const steps = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], env: process.env },
  vitest('unit-and-api-pglite', ['domain', 'web', 'server'], envWithoutDatabase),
  ...(DATABASE_URL ? [vitest('api-postgresql', ['server'], { ...envWithoutDatabase, DATABASE_URL })] : []),
  vitest('e2e', ['e2e'], envWithoutDatabase),
];

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep;
for (const step of steps) {
  console.log(`\n> [${step.name}] ${step.command} ${step.args.join(' ')}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: step.env });
  if (step.name !== 'typecheck') {
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
