// npm test: typecheck, unit and API tests, then the end-to-end journeys in a browser.
import { spawnSync } from 'node:child_process';

const steps = [
  ['npm', ['run', 'typecheck']],
  ['npx', ['vitest', 'run', '--project', 'domain', '--project', 'server', '--project', 'web']],
  ['npx', ['vitest', 'run', '--project', 'e2e']],
];

for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
