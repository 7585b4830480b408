// npm run bench: every speed and weight target of the project, measured on this machine.
import { runApiBench } from './api-bench.ts';
import { runAssetsBench } from './assets-bench.ts';
import { runAuditBench } from './audit-bench.ts';
import { runCompareBench } from './compare-bench.ts';
import { runExchangeBench } from './exchange-bench.ts';
import { runHistoryBench } from './history-bench.ts';
import { runFailoverBench } from './failover-bench.ts';
import { runNavBench } from './nav-bench.ts';
import { runScreenerBench } from './screener-bench.ts';
import { runSearchBench } from './search-bench.ts';
import { runSsrBench } from './ssr-bench.ts';
import { runTaBench } from './ta-bench.ts';
import { runWebBench } from './web-bench.ts';

// Names of benches; --flags are options a bench reads itself.
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const wanted = (name: string) => only.length === 0 || only.includes(name);

async function main() {
  if (wanted('api')) await runApiBench();
  if (wanted('web')) await runWebBench();
  if (wanted('search')) await runSearchBench();
  if (wanted('ta')) await runTaBench();
  if (wanted('assets')) await runAssetsBench();
  if (wanted('audit')) await runAuditBench();
  if (wanted('nav')) await runNavBench();
  if (wanted('compare')) await runCompareBench();
  if (wanted('screener')) await runScreenerBench();
  // Only when asked for: history generates years of rows (minutes), failover starts a cluster of its own (HAProxy, three
  // instances on PostgreSQL).
  if (only.includes('history')) await runHistoryBench();
  if (only.includes('failover')) await runFailoverBench();
  // A million-record day on PostgreSQL (minutes to prepare): only when asked for.
  if (only.includes('exchange')) await runExchangeBench();
  if (wanted('ssr')) await runSsrBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
