import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

// A write stream that waits for 'drain' (so a million records never pile up in memory) and hashes what
// it writes.
export class FileSink {
  readonly #stream: WriteStream;
  readonly #hash = createHash('sha256');
  bytes = 0;

  constructor(path: string) {
    this.#stream = createWriteStream(path, { flags: 'wx' });
  }

  async write(chunk: Buffer): Promise<void> {
    this.#hash.update(chunk);
    this.bytes += chunk.length;
    if (!this.#stream.write(chunk)) await once(this.#stream, 'drain');
  }

  async close(): Promise<string> {
    this.#stream.end();
    await once(this.#stream, 'finish');
    return this.#hash.digest('hex');
  }

  destroy(): void {
    this.#stream.destroy();
  }
}
