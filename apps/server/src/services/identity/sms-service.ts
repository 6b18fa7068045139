import { randomInt } from 'node:crypto';
import { IdentityLimits as L, IdentityMessages as M, ResultCode } from '@qishu/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../../adapters/sms/types.ts';
import { AppError, badRequest } from '../../shared/errors.ts';
import type { SmsCodeRepository } from '../../repositories/sms-code-repository.ts';
import { shanghaiDayStart } from '../../shared/shanghai-time.ts';
import { addMs, minutes, type Clock } from './clock.ts';
import { safeEqual, sha256 } from './tokens.ts';

/** register: a registration code (from = 1); verify: any other code (reset, change password). */
export type CodePurpose = 'register' | 'verify';

const tooMany = (message: string) => new AppError(ResultCode.tooManyRequests, message);

/**
 * SMS verification codes: 6 digits, only a sha-256 kept, valid smsCodeTtlMinutes, single use,
 * smsCodeMaxWrongTries wrong tries then invalid; sending throttled per phone and per IP.
 */
export class SmsService {
  constructor(
    private readonly sms: SmsCodeRepository,
    private readonly provider: SmsProvider,
    private readonly now: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private static hash(phone: string, purpose: string, code: string): string {
    return sha256(`${phone}:${purpose}:${code}`);
  }

  async send(phone: string, purpose: CodePurpose, ip: string | null): Promise<void> {
    const now = this.now();
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    if ((await this.sms.countByPhoneSince(phone, ago(minutes(1)))) >= L.smsPerPhonePerMinute)
      throw tooMany(M.codeTooFrequent);
    if ((await this.sms.countByPhoneSince(phone, ago(minutes(60)))) >= L.smsPerPhonePerHour)
      throw tooMany(M.codeHourLimit);
    // "per day" is the calendar day in China, matching the message's "try again tomorrow"
    const dayStart = new Date(shanghaiDayStart(now).getTime() - 1).toISOString();
    if ((await this.sms.countByPhoneSince(phone, dayStart)) >= L.smsPerPhonePerDay)
      throw tooMany(M.codeDayLimit);
    if (ip && (await this.sms.countByIpSince(ip, ago(minutes(60)))) >= L.smsPerIpPerHour)
      throw tooMany(M.codeIpLimit);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.sms.insertCode({
      phone,
      purpose,
      code_hash: SmsService.hash(phone, purpose, code),
      ip: ip?.slice(0, 64) ?? null,
      created_at: now.toISOString(),
      expires_at: addMs(now, minutes(L.smsCodeTtlMinutes)).toISOString(),
    });
    try {
      await this.provider.send({
        phone,
        template: 'verification-code',
        params: { code },
        content: `【企数通】您的验证码为${code}，${L.smsCodeTtlMinutes}分钟内有效，请勿泄露给他人。`,
      });
    } catch (err) {
      this.log?.error({ err, phone }, 'sms send failed');
      throw badRequest(M.smsSendFailed);
    }
  }

  /** Checks and consumes the newest code of a phone for a purpose; throws 400 with the reason. */
  async consume(phone: string, purpose: CodePurpose, code: string): Promise<void> {
    const now = this.now();
    const row = await this.sms.latest(phone, purpose);
    if (!row) throw badRequest(M.codeWrong);
    if (row.used_at || now.getTime() >= Date.parse(row.expires_at)) throw badRequest(M.codeExpired);
    if (row.attempts >= L.smsCodeMaxWrongTries) throw badRequest(M.codeTooManyTries);
    if (!safeEqual(SmsService.hash(phone, purpose, code.trim()), row.code_hash)) {
      await this.sms.addAttempt(row.sms_code_id);
      throw badRequest(M.codeWrong);
    }
    if (!(await this.sms.markUsed(row.sms_code_id, now.toISOString()))) throw badRequest(M.codeExpired);
  }
}
