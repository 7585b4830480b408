import { AppError } from '@fund-direct/domain/errors';
import {
  AUTH_ERRORS,
  AUTH_TEXT,
  imageCodeSendRequest,
  imageCodeSendResponse,
  imageCodeVerifyRequest,
  imageCodeVerifyResponse,
  mobileCodeSendRequest,
  mobileCodeSendResponse,
  mobileCodeVerifyRequest,
  mobileCodeVerifyResponse,
  PUBLIC_SMS_PURPOSES,
  type SmsPurpose,
} from '@fund-direct/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, okEnvelope } from '../../plugins/envelope.ts';
import { currentCustomerId, requireCustomer } from '../../plugins/session.ts';
import { findCustomerById, findCustomerByMobile } from '../auth/auth.public.ts';
import { codeServicesOf } from './serve-context.ts';
import type { ZodTypeProvider } from '../../plugins/zod-validation.ts';

function isPublicPurpose(purpose: SmsPurpose): boolean {
  return (PUBLIC_SMS_PURPOSES as readonly string[]).includes(purpose);
}

// Purposes of a signed-in customer need the session, and their codes go to that customer's own
// mobile only — except the new number of a phone change, which must not belong to anyone yet.
// Bank-signing codes are sent by the bank gateway itself, never through this call.
async function checkSessionRecipient(
  purpose: SmsPurpose,
  mobile: string,
  request: FastifyRequest,
  db: FastifyInstance['db'],
): Promise<void> {
  if (isPublicPurpose(purpose)) return;
  await requireCustomer(request);
  if (purpose === 'bank-sign') throw new AppError(AUTH_ERRORS.SMS_RECIPIENT_REFUSED);
  const own = await findCustomerById(db, currentCustomerId(request));
  if (own?.mobile === mobile) return;
  if (purpose === 'modify-phone' && (await findCustomerByMobile(db, mobile)) === undefined) return;
  throw new AppError(AUTH_ERRORS.SMS_RECIPIENT_REFUSED);
}

export async function serveRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { images, sms } = codeServicesOf(api);

  api.post(
    '/serve/image-code/send',
    { schema: { body: imageCodeSendRequest, response: { 200: okEnvelope(imageCodeSendResponse) } } },
    async () => ok(await images.issue()),
  );

  api.post(
    '/serve/image-code/verify',
    { schema: { body: imageCodeVerifyRequest, response: { 200: okEnvelope(imageCodeVerifyResponse) } } },
    async (request) => {
      const body = request.body;
      await images.check(body.imageCodeId, body.imageCode);
      return ok({ valid: true as const });
    },
  );

  api.post(
    '/serve/mobile-code/send',
    { schema: { body: mobileCodeSendRequest, response: { 200: okEnvelope(mobileCodeSendResponse) } } },
    async (request) => {
      const body = request.body;
      await checkSessionRecipient(body.purpose, body.mobile, request, api.db);
      const hasImageCode = Boolean(body.imageCodeId && body.imageCode);
      if (isPublicPurpose(body.purpose) && !hasImageCode) throw new AppError(AUTH_ERRORS.IMAGE_CODE_REQUIRED);
      if (hasImageCode) await images.use(body.imageCodeId!, body.imageCode!);
      let deliver = true;
      if (body.purpose !== 'register' && isPublicPurpose(body.purpose)) {
        // Login and reset codes reach only registered mobiles; the answer is the same either way.
        deliver = (await findCustomerByMobile(api.db, body.mobile)) !== undefined;
      } else if (body.purpose === 'register' && (await findCustomerByMobile(api.db, body.mobile))) {
        // The same fact the register-state call tells, behind an image code.
        throw new AppError(AUTH_ERRORS.MOBILE_REGISTERED);
      }
      const result = await sms.send({ mobile: body.mobile, purpose: body.purpose, ip: request.ip, deliver });
      return ok(result, AUTH_TEXT.smsSent);
    },
  );

  // Trades a right code for a short-lived single-use ticket for the next step (e.g. the new password).
  api.post(
    '/serve/mobile-code/verify',
    { schema: { body: mobileCodeVerifyRequest, response: { 200: okEnvelope(mobileCodeVerifyResponse) } } },
    async (request) => {
      const body = request.body;
      await checkSessionRecipient(body.purpose, body.mobile, request, api.db);
      await sms.verify(body.mobile, body.purpose, body.smsCode);
      return ok(await sms.issueTicket(body.mobile, body.purpose));
    },
  );
}
