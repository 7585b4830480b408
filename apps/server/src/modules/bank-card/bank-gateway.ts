import { BANK_CARD_ERRORS, BANK_CARD_TEXT, matchBankBin, type BankBinItem } from '@fund-direct/domain/contracts';
import { bankName } from '@fund-direct/domain/codes';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { bankBinList } from '../content/static/static-data.service.ts';
import { codeServicesOf } from '../serve/serve.public.ts';
import type { SmsCodeService } from '../serve/sms-code.service.ts';

// Issue 6: the bank side of card signing. A real gateway checks name + ID + card + reserved mobile
// with the issuing bank, has the bank text its own code, and binds on the right code.
export interface BankCardHolder {
  name: string;
  idno: string;
  bankCode: string;
  cardNo: string;
  mobile: string;
}

export interface BankGateway {
  // Throws an AppError naming the bank's refusal.
  verifyIdentity(holder: BankCardHolder): Promise<void>;
  // Verifies, then has the bank send a code to the reserved mobile.
  preSign(holder: BankCardHolder, meta: { ip: string }): Promise<{ expiresIn: number; resendIn: number }>;
  // Checks the code the customer received; throws when it is wrong or expired.
  postSign(input: { bankCode: string; mobile: string; smsCode: string }): Promise<void>;
}

export interface SimulatedBankOptions {
  sms: SmsCodeService;
  // Card-number endings refused as if by the issuer (test cards that fail).
  refuseSuffixes: readonly string[];
  bins: () => readonly BankBinItem[];
}

// The default adapter: recognises the issuer from the BIN table, refuses the configured test cards,
// and sends its code through the site's SMS sender (the development outbox shows it).
export function createSimulatedBankGateway(options: SimulatedBankOptions): BankGateway {
  const { sms, refuseSuffixes, bins } = options;

  async function verifyIdentity(holder: BankCardHolder): Promise<void> {
    const issuer = matchBankBin(holder.cardNo, bins());
    if (!issuer) throw new AppError(BANK_CARD_ERRORS.BIN_UNKNOWN);
    if (issuer.bankCode !== holder.bankCode) {
      const actual = bankName(issuer.bankCode) ?? issuer.bankCode;
      const chosen = bankName(holder.bankCode) ?? holder.bankCode;
      throw new AppError(BANK_CARD_ERRORS.BANK_MISMATCH, BANK_CARD_TEXT.bankMismatch(actual, chosen));
    }
    if (issuer.cardType === 'credit') throw new AppError(BANK_CARD_ERRORS.CREDIT_CARD);
    if (refuseSuffixes.some((suffix) => holder.cardNo.endsWith(suffix))) throw new AppError(BANK_CARD_ERRORS.CARD_REFUSED);
  }

  return {
    verifyIdentity,
    async preSign(holder, meta) {
      await verifyIdentity(holder);
      return sms.send({ mobile: holder.mobile, purpose: 'bank-sign', ip: meta.ip, deliver: true });
    },
    async postSign({ mobile, smsCode }) {
      await sms.verify(mobile, 'bank-sign', smsCode);
    },
  };
}

const gateways = new WeakMap<FastifyInstance, BankGateway>();

export function bankGatewayOf(app: FastifyInstance): BankGateway {
  let gateway = gateways.get(app);
  if (!gateway) {
    gateway = createSimulatedBankGateway({
      sms: codeServicesOf(app).sms,
      refuseSuffixes: app.config.bankRefuseCardSuffixes,
      bins: bankBinList,
    });
    gateways.set(app, gateway);
  }
  return gateway;
}
