import type { BankPreSignResponse } from '@fund-direct/domain/contracts';
import type { Envelope } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { encryptFor, signedInject } from '../../support/test-app.ts';
import { envelope, latestSmsCode } from '../auth/auth.test-support.ts';

// Card numbers whose BINs the bank-bin data knows (debit unless named otherwise).
export const CARDS = {
  cmbSeeded: '6225880137651234',
  cmb: '6225881234567890',
  cmbOther: '6214830000123456',
  icbc: '6222021234567890123',
  icbcOther: '6222031234567890',
  icbcRefused: '6222023456780000',
  cmbCredit: '4391881234567890',
  unknownBin: '9999991234567890',
} as const;

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  raw: string;
}

export async function call<T>(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  body?: Record<string, unknown>,
): Promise<Reply<T>> {
  const response = await signedInject(app, {
    method: body === undefined ? 'GET' : 'POST',
    url,
    ...(body === undefined ? {} : { body }),
    ...(token ? { token } : {}),
  });
  return { status: response.statusCode, body: envelope<T>(response), raw: response.body };
}

// The card number travels RSA-encrypted, as the web client sends it.
export async function cardBody(
  app: FastifyInstance,
  fields: { bankCode: string; cardNo: string; reservedMobile: string; replaceTradeacco?: string },
) {
  return { ...fields, cardNo: await encryptFor(app, fields.cardNo) };
}

export async function preSign(
  app: FastifyInstance,
  token: string,
  fields: { bankCode: string; cardNo: string; reservedMobile: string; replaceTradeacco?: string },
): Promise<Reply<BankPreSignResponse>> {
  return call<BankPreSignResponse>(app, '/api/account/bank/pre-sign', token, await cardBody(app, fields));
}

export async function bankCode(app: FastifyInstance, mobile: string): Promise<string> {
  const code = await latestSmsCode(app, mobile, 'bank-sign');
  if (!code) throw new Error(`no bank-sign code for ${mobile}`);
  return code;
}
