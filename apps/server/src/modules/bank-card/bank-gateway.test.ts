import type { SmsPurpose } from '@fund-direct/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { bankBinList } from '../content/static/static-data.service.ts';
import type { SmsCodeService } from '../serve/sms-code.service.ts';
import { createSimulatedBankGateway } from './bank-gateway.ts';

function recordingSms() {
  const sent: { mobile: string; purpose: SmsPurpose }[] = [];
  const verified: { mobile: string; purpose: SmsPurpose; code: string }[] = [];
  const sms: SmsCodeService = {
    async send({ mobile, purpose }) {
      sent.push({ mobile, purpose });
      return { expiresIn: 300, resendIn: 60 };
    },
    async verify(mobile, purpose, code) {
      verified.push({ mobile, purpose, code });
    },
    issueTicket: async () => ({ ticket: 't', expiresIn: 1 }),
    redeemTicket: async () => '',
  };
  return { sms, sent, verified };
}

const holder = (cardNo: string, bankCode = '007') => ({
  name: '王明',
  idno: '110101199003071234',
  bankCode,
  cardNo,
  mobile: '13911112222',
});

describe('simulated bank gateway', () => {
  it('sends its code as a bank-sign SMS to the reserved mobile and checks it on post-sign', async () => {
    const { sms, sent, verified } = recordingSms();
    const gateway = createSimulatedBankGateway({ sms, refuseSuffixes: ['0000'], bins: bankBinList });
    await gateway.preSign(holder('6225881234567890'), { ip: '127.0.0.1' });
    expect(sent).toEqual([{ mobile: '13911112222', purpose: 'bank-sign' }]);
    await gateway.postSign({ bankCode: '007', mobile: '13911112222', smsCode: '123456' });
    expect(verified).toEqual([{ mobile: '13911112222', purpose: 'bank-sign', code: '123456' }]);
  });

  it('refuses the configured endings only', async () => {
    const { sms, sent } = recordingSms();
    const gateway = createSimulatedBankGateway({ sms, refuseSuffixes: ['4321', '99'], bins: bankBinList });
    await expect(gateway.preSign(holder('6225881234564321'), { ip: '::1' })).rejects.toMatchObject({ code: '2303' });
    await expect(gateway.verifyIdentity(holder('6225881234567899'))).rejects.toMatchObject({ code: '2303' });
    await expect(gateway.verifyIdentity(holder('6225881234560000'))).resolves.toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('recognises the issuer from the bank-bin data', async () => {
    const gateway = createSimulatedBankGateway({ ...recordingSms(), refuseSuffixes: [], bins: bankBinList });
    await expect(gateway.verifyIdentity(holder('6222021234567890', '002'))).resolves.toBeUndefined();
    await expect(gateway.verifyIdentity(holder('6222021234567890', '005'))).rejects.toMatchObject({
      code: '2305',
      message: '该卡号属于工商银行，与所选的建设银行不一致，请核对',
    });
  });
});

describe('BANK_REFUSE_CARD_SUFFIXES', () => {
  it('defaults to 0000, takes a comma-separated list, none turns it off, anything else stops the start', () => {
    expect(loadConfig({}).bankRefuseCardSuffixes).toEqual(['0000']);
    expect(loadConfig({ BANK_REFUSE_CARD_SUFFIXES: '4321,99' }).bankRefuseCardSuffixes).toEqual(['4321', '99']);
    expect(loadConfig({ BANK_REFUSE_CARD_SUFFIXES: 'none' }).bankRefuseCardSuffixes).toEqual([]);
    expect(() => loadConfig({ BANK_REFUSE_CARD_SUFFIXES: '12a' })).toThrow(ConfigError);
    expect(() => loadConfig({ BANK_REFUSE_CARD_SUFFIXES: '12a' })).toThrow(/BANK_REFUSE_CARD_SUFFIXES/);
  });
});
