import { ConfigError, loadConfig } from './config.ts';
import { startRuntime } from './runtime.ts';
import { startBanner } from './start-banner.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`配置错误：\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // Listening for the stop signals before anything starts: a signal that came between the start message and the handlers would end
  // the process on the spot, leaving the data directory locked. A signal during the start stops the server as soon as it is up.
  let stopRequested: string | null = null;
  let stopNow: ((signal: string) => void) | null = null;
  const onSignal = (signal: string) => {
    if (stopNow) stopNow(signal);
    // A second signal while starting: the supervisor will not wait (the exit handlers still free the data directory).
    else if (stopRequested) process.exit(1);
    else stopRequested = signal;
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  const runtime = await startRuntime({ config });
  let stopping = false;
  stopNow = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process (and the data directory lock) forever: the drain and the requests'
    // time limit, and a margin for the jobs and pools to close.
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + config.shutdownTimeoutMs + 10_000);
    force.unref();
    runtime.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  if (stopRequested) {
    stopNow(stopRequested);
    return;
  }
  console.log(startBanner(config, runtime.url));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
