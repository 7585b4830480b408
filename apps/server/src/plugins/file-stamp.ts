import { stat } from 'node:fs/promises';

// A built file's modification time (0 when it is missing), read from the disk at most once per `checkMs`: a new build
// is picked up within that time, and a busy server does not stat the file for every page it serves.
export function fileStamp(file: string, checkMs = 1000): () => Promise<number> {
  let checkedAt = -Infinity;
  let stamp: Promise<number> | undefined;
  return () => {
    const now = performance.now();
    if (!stamp || now - checkedAt >= checkMs) {
      checkedAt = now;
      stamp = stat(file).then(
        (s) => s.mtimeMs,
        () => 0,
      );
    }
    return stamp;
  };
}
