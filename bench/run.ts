// npm run bench: every speed and weight target of the project, measured on this machine.
import { runApiBench } from './api-bench.ts';
import { runAssetsBench } from './assets-bench.ts';
import { runSearchBench } from './search-bench.ts';
import { runTaBench } from './ta-bench.ts';
import { runWebBench } from './web-bench.ts';

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

async function main() {
  if (wanted('api')) await runApiBench();
  if (wanted('web')) await runWebBench();
  if (wanted('search')) await runSearchBench();
  if (wanted('ta')) await runTaBench();
  if (wanted('assets')) await runAssetsBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
