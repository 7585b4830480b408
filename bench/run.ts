// npm run bench: every speed and weight target of the project, measured on this machine.
import { runApiBench } from './api-bench.ts';
import { runAssetsBench } from './assets-bench.ts';
import { runAuditBench } from './audit-bench.ts';
import { runNavBench } from './nav-bench.ts';
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
  if (wanted('audit')) await runAuditBench();
  if (wanted('nav')) await runNavBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
