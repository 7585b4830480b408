// The open-loop load generator, run in a process of its own so that its work does not share the
// server's event loop or heap. Requests leave on a fixed schedule whatever the answers do; each
// latency counts from the moment its request was due, so a stalled server is charged for the
// requests it kept waiting (no coordinated omission).
import http from 'node:http';
import type { OpenLoopJob, OpenLoopResult } from './open-loop.ts';

function run(job: OpenLoopJob): Promise<OpenLoopResult> {
  const target = new URL(job.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.sockets });
  const prepare = (extra: Record<string, string>, text: string | undefined) => {
    const body = text === undefined ? undefined : Buffer.from(text);
    return { body, headers: { ...job.headers, ...extra, ...(body ? { 'content-length': String(body.length) } : {}) } };
  };
  const requests = job.variants?.length ? job.variants.map((v) => prepare(v.headers, v.body)) : [prepare({}, job.body)];
  const warmupCount = Math.round(job.rate * job.warmupSeconds);
  const total = warmupCount + Math.round(job.rate * job.durationSeconds);
  const intervalMs = 1000 / job.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let done = 0;

  return new Promise((resolve) => {
    const start = performance.now();
    let measuredStart = 0;
    let measuredEnd = 0;
    const finish = () => {
      if (++done < total) return;
      agent.destroy();
      resolve({
        latenciesMs: latencies.sort((a, b) => a - b),
        offered: job.rate,
        achieved: latencies.length / ((measuredEnd - measuredStart) / 1000),
        non2xx,
        errors,
      });
    };
    const send = (index: number) => {
      const { body, headers } = requests[index % requests.length]!;
      const due = start + index * intervalMs;
      const measured = index >= warmupCount;
      if (measured && measuredStart === 0) measuredStart = due;
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: job.uniqueQueryParam
            ? `${target.pathname}${target.search}${target.search ? '&' : '?'}${job.uniqueQueryParam}=${index}`
            : target.pathname + target.search,
          method: job.method,
          headers,
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            const now = performance.now();
            if (measured) {
              latencies.push(now - due);
              measuredEnd = now;
              if (response.statusCode === undefined || response.statusCode >= 300) non2xx++;
            }
            finish();
          });
        },
      );
      request.on('error', () => {
        if (measured) errors++;
        finish();
      });
      request.end(body);
    };
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / intervalMs) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
    };
    tick();
  });
}

process.once('message', (job: OpenLoopJob) => {
  void run(job).then((result) => {
    process.send?.(result, () => process.exit(0));
  });
});
