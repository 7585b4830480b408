import { mediaIdParams } from '@fund-direct/domain/contracts/ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { loadMedia } from './media.service.ts';

// GET /api/media/<id>: the console's uploads, public and unsigned (plain <img> and links). The type is the one sniffed
// at upload and the browser may not guess another; an id names one file forever, so it is cached for good.
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/media/:id', { config: { signed: false, opensAsDocument: true }, schema: { params: mediaIdParams } }, async (request, reply) => {
    const file = await loadMedia(api.db, request.params.id);
    void reply.type(file.mime).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'public, max-age=31536000, immutable');
    if (file.kind === 'pdf') void reply.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
    return reply.send(file.bytes);
  });
}
