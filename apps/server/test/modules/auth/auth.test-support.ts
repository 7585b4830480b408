import type { DevOutbox, LoginResponse, SmsPurpose } from '@fund-direct/domain/contracts';
import type { Envelope } from '@fund-direct/domain/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encryptFor, signedInject } from '../../support/test-app.ts';

// Shared steps of the auth API tests: codes come from the development outbox, as in the e2e journeys.
export function envelope<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>;
}

export async function readOutbox(app: FastifyInstance): Promise<DevOutbox> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return envelope<DevOutbox>(response).data!;
}

export async function newImageCode(app: FastifyInstance): Promise<{ imageCodeId: string; imageCode: string; svg: string }> {
  const response = await signedInject(app, { method: 'POST', url: '/api/serve/image-code/send', body: {} });
  const data = envelope<{ imageCodeId: string; svg: string }>(response).data!;
  const entry = (await readOutbox(app)).captcha.find((item) => item.id === data.imageCodeId);
  if (!entry) throw new Error('image code not in the outbox');
  return { imageCodeId: data.imageCodeId, imageCode: entry.answer, svg: data.svg };
}

export async function sendSms(
  app: FastifyInstance,
  mobile: string,
  purpose: SmsPurpose,
  options: { ip?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  const { imageCodeId, imageCode } = await newImageCode(app);
  return signedInject(app, {
    method: 'POST',
    url: '/api/serve/mobile-code/send',
    body: { mobile, purpose, imageCodeId, imageCode },
    ...(options.token ? { token: options.token } : {}),
    ...(options.ip ? { headers: { 'x-forwarded-for': options.ip } } : {}),
  });
}

export async function latestSmsCode(app: FastifyInstance, mobile: string, purpose: SmsPurpose): Promise<string | undefined> {
  return (await readOutbox(app)).sms.find((item) => item.mobile === mobile && item.purpose === purpose)?.code;
}

export async function smsCode(app: FastifyInstance, mobile: string, purpose: SmsPurpose): Promise<string> {
  const response = await sendSms(app, mobile, purpose);
  if (envelope(response).code !== '0000') throw new Error(`sms send failed: ${response.body}`);
  const code = await latestSmsCode(app, mobile, purpose);
  if (!code) throw new Error('sms code not in the outbox');
  return code;
}

export async function registerCustomer(app: FastifyInstance, mobile: string, password: string): Promise<LightMyRequestResponse> {
  const code = await smsCode(app, mobile, 'register');
  return signedInject(app, {
    method: 'POST',
    url: '/api/account/register',
    body: {
      mobile,
      smsCode: code,
      password: await encryptFor(app, password),
      confirmPassword: await encryptFor(app, password),
      agreed: true,
    },
  });
}

export async function passwordLogin(
  app: FastifyInstance,
  loginId: string,
  password: string,
  extra: { loginType?: string; imageCodeId?: string; imageCode?: string; method?: 'POST' | 'PUT' } = {},
): Promise<LightMyRequestResponse> {
  const { method = 'POST', loginType = '10', ...image } = extra;
  return signedInject(app, {
    method,
    url: '/api/account/token-login',
    body: { loginType, loginId, password: await encryptFor(app, password), ...image },
  });
}

export async function tokenOf(response: LightMyRequestResponse): Promise<string> {
  const body = envelope<LoginResponse>(response);
  if (body.code !== '0000' || !body.data) throw new Error(`login failed: ${response.body}`);
  return body.data.accesstoken;
}
