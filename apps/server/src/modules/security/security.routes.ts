import { ENCRYPTION_ALGORITHM } from '@fund-direct/domain/crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

// §7: the client fetches the key it encrypts ENCRYPTED_FIELDS with. Not signed (needed before anything else).
export async function securityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/security/public-key', { config: { signed: false } }, async () =>
    ok({ alg: ENCRYPTION_ALGORITHM, publicKey: api.keyMaterial.rsaPublicKeySpki }),
  );
}
