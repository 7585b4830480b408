import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // React can still have a render queued (a scheduler setImmediate) when a web test file ends; on a
    // busy machine it fires after jsdom's teardown and fails on the missing window, after every test
    // of the file has passed. Only that error is let go; every other unhandled error still fails the run.
    onUnhandledError(error) {
      const reactAfterTeardown =
        error.name === 'ReferenceError' && error.message === 'window is not defined' && String(error.stack ?? '').includes('react-dom');
      return reactAfterTeardown ? false : undefined;
    },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/ops/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
