// The API bench's bare route: a Fastify of its own, in a process of its own, answering each call with the very bytes the
// server answered (written by api-bench.ts to the file named on the command line). Plain node, as the server runs.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bare = Fastify({ logger: false });
for (const { method, url, type, body } of routes) {
  const bytes = Buffer.from(body, 'base64');
  bare.route({ method, url, handler: async (_request, reply) => reply.type(type).send(bytes) });
}
const address = await bare.listen({ port: 0, host: '127.0.0.1' });
process.send?.(address);
process.once('SIGTERM', () => void bare.close().then(() => process.exit(0)));
