import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';
import { contentDisposition } from '../files/files.public.ts';
import { exportFile } from './data-export.service.ts';
import { personalDataDepsOf } from './personal-data.routes.ts';

const params = z.object({ id: z.string(), file: z.string() });
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
const FILE = /^([0-9a-f]{64})\.(json|pdf)$/u;
const TYPES = { json: 'application/json; charset=utf-8', pdf: 'application/pdf' } as const;

// The download link of an export (a plain link the browser opens, so outside the signed /api): the token in it
// is the key, it works for 24 hours after the files are ready, and every download is counted.
export async function dataExportFileRoutes(app: FastifyInstance): Promise<void> {
  const site = app.withTypeProvider<ZodTypeProvider>();
  const deps = personalDataDepsOf(site);
  site.get('/resources/my-data/:id/:file', { schema: { params } }, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const id = request.params.id;
    const format = match?.[2] === 'pdf' ? 'pdf' : 'json';
    // A malformed link is answered like an expired one.
    const body = await exportFile(deps, ID.test(id) ? id : '', match?.[1] ?? '', format);
    const name = `个人信息副本.${format}`;
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('Content-Disposition', contentDisposition(name, `my-data.${format}`).replace(/^inline/u, 'attachment'))
      .type(TYPES[format])
      .send(body);
  });
}
