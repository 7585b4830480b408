import { AppError } from '@fund-direct/domain/errors';
import { AUTH_ERRORS, AUTH_LIMITS, AUTH_TEXT, type SmsPurpose } from '@fund-direct/domain/contracts';
import type { Outbox } from '../dev/dev.public.ts';
import { shanghaiDayStart } from '@fund-direct/domain/calendar';
import { generateOpaqueId, generateSmsCode, hashCode, sameHash, subjectHash } from './code-rules.ts';
import type { CodeKey, CodeStore } from './code-store.ts';
import type { SmsBudget } from './sms-budget.ts';
import type { SmsSender } from './sms-sender.ts';

// Issue 3: SMS codes are 6 digits, live 5 minutes, are single use, bound to their purpose and allow
// 5 tries; at most 1 send a minute and 10 a day per mobile, and a cap per IP.
const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  register: '注册账户',
  login: '登录',
  reset: '找回登录密码',
  'bank-sign': '银行卡签约',
  'modify-phone': '修改手机号',
  'reset-trade-pwd': '重置交易密码',
  'close-account': '注销账户',
};

export function smsText(purpose: SmsPurpose, code: string): string {
  return `【基金直销】您正在${PURPOSE_TEXT[purpose]}，验证码${code}，5分钟内有效，请勿泄露给他人。`;
}

export interface SendInput {
  mobile: string;
  purpose: SmsPurpose;
  ip: string;
  // False when the code must not reach anyone (login or reset for a mobile without an account):
  // the send is counted and answered like any other so that the answer tells nothing.
  deliver: boolean;
}

export interface SmsCodeService {
  send(input: SendInput): Promise<{ expiresIn: number; resendIn: number }>;
  // Uses the code up when right; a wrong code counts a try.
  verify(mobile: string, purpose: SmsPurpose, code: string): Promise<void>;
  issueTicket(mobile: string, purpose: SmsPurpose): Promise<{ ticket: string; expiresIn: number }>;
  // The mobile a ticket was issued for; the ticket is used up.
  redeemTicket(ticket: string, purpose: SmsPurpose): Promise<string>;
}

const smsKey = (mobile: string, purpose: SmsPurpose): CodeKey => ({ kind: 'sms', subject: mobile, purpose });

export function createSmsCodeService(deps: {
  store: CodeStore;
  sender: SmsSender;
  outbox: Outbox;
  now: () => Date;
  budget?: SmsBudget;
}): SmsCodeService {
  const { store, sender, outbox, now, budget } = deps;
  // Issue 16: the answer says whether the newest code was used up by wrong tries, used, or expired.
  async function deadCodeError(key: CodeKey, at: Date): Promise<AppError> {
    const last = await store.latest(key);
    if (last && last.tries >= AUTH_LIMITS.maxCodeTries) return new AppError(AUTH_ERRORS.SMS_CODE_WRONG, AUTH_TEXT.smsCodeBurnt);
    if (last && last.usedAt && last.expiresAt > at) return new AppError(AUTH_ERRORS.SMS_CODE_WRONG, AUTH_TEXT.smsCodeUsed);
    return new AppError(AUTH_ERRORS.SMS_CODE_WRONG, AUTH_TEXT.smsCodeExpired);
  }
  return {
    async send({ mobile, purpose, ip, deliver }) {
      const at = now();
      if (budget && !(await budget.take(mobile, at))) throw new AppError(AUTH_ERRORS.SMS_LIMITED, AUTH_TEXT.smsBudgetLimit);
      const code = generateSmsCode();
      const outcome = await store.issue(
        smsKey(mobile, purpose),
        { codeHash: hashCode('sms', mobile, purpose, deliver ? code : generateOpaqueId()), ttlSeconds: AUTH_LIMITS.codeTtlSeconds },
        at,
        {
          cooldownSeconds: AUTH_LIMITS.smsResendSeconds,
          perDay: AUTH_LIMITS.smsPerMobilePerDay,
          dayStart: shanghaiDayStart(at),
          perIpHour: AUTH_LIMITS.smsPerIpPerHour,
          ipHash: subjectHash(`ip:${ip}`),
        },
      );
      if (!outcome.ok) {
        if (outcome.reason === 'cooldown') throw new AppError(AUTH_ERRORS.SMS_LIMITED, AUTH_TEXT.smsTooSoon(outcome.retryAfterSeconds));
        throw new AppError(AUTH_ERRORS.SMS_LIMITED, outcome.reason === 'day' ? AUTH_TEXT.smsDailyLimit : AUTH_TEXT.smsIpLimit);
      }
      if (deliver) {
        outbox.recordSms({ mobile, code, purpose, at });
        await sender.send(mobile, smsText(purpose, code));
      }
      return { expiresIn: AUTH_LIMITS.codeTtlSeconds, resendIn: AUTH_LIMITS.smsResendSeconds };
    },

    async verify(mobile, purpose, code) {
      const key = smsKey(mobile, purpose);
      const at = now();
      const live = await store.find(key, at);
      if (!live) throw await deadCodeError(key, at);
      if (sameHash(live.codeHash, hashCode('sms', mobile, purpose, code))) {
        if (await store.consume(key, live.id, at)) return;
        throw await deadCodeError(key, at);
      }
      const tries = await store.addTry(key, live.id);
      const left = AUTH_LIMITS.maxCodeTries - tries;
      if (left <= 0) {
        await store.consume(key, live.id, at);
        throw new AppError(AUTH_ERRORS.SMS_CODE_WRONG, AUTH_TEXT.smsCodeBurnt);
      }
      throw new AppError(AUTH_ERRORS.SMS_CODE_WRONG, AUTH_TEXT.smsCodeWrong(left));
    },

    async issueTicket(mobile, purpose) {
      const ticket = generateOpaqueId(32);
      const subject = subjectHash(`ticket:${ticket}`);
      await store.issue(
        { kind: 'ticket', subject, purpose },
        { codeHash: hashCode('ticket', subject, purpose, ticket), payload: mobile, ttlSeconds: AUTH_LIMITS.ticketTtlSeconds },
        now(),
      );
      return { ticket, expiresIn: AUTH_LIMITS.ticketTtlSeconds };
    },

    async redeemTicket(ticket, purpose) {
      const subject = subjectHash(`ticket:${ticket}`);
      const key: CodeKey = { kind: 'ticket', subject, purpose };
      const at = now();
      const live = await store.find(key, at);
      if (!live || !live.payload || !sameHash(live.codeHash, hashCode('ticket', subject, purpose, ticket))) {
        throw new AppError(AUTH_ERRORS.TICKET_EXPIRED);
      }
      if (!(await store.consume(key, live.id, at))) throw new AppError(AUTH_ERRORS.TICKET_EXPIRED);
      return live.payload;
    },
  };
}
