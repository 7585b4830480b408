import { runWaitingExports, type PersonalDataDeps } from './data-export.service.ts';

export interface ExportRunner {
  // Starts preparing waiting exports now, unless a run is under way (which then goes round once more).
  kick(): void;
  // Resolves when no run is under way.
  idle(): Promise<void>;
}

// One run at a time per instance; other instances and a crashed instance's work are covered by claiming in the
// database (data-export.repository.ts), so this only decides when this instance looks.
export function createExportRunner(deps: PersonalDataDeps): ExportRunner {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await runWaitingExports(deps);
      } catch (error) {
        deps.log.error({ err: error }, 'data export run failed');
      }
    } while (again);
    running = null;
  };
  return {
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = loop();
    },
    idle: async () => {
      await running;
    },
  };
}
