/** Identity limits: spec constants plus our choices where the spec is silent. */
export const IdentityLimits = {
  /** data-shop.md §9 */
  passwordMin: 8,
  passwordMax: 20,
  realnameMax: 12,
  /** shop SMS resend countdown, seconds */
  smsResendShop: 60,
  /** password-reset SMS resend countdown, seconds (shell-and-backoffice.md §9) */
  smsResendReset: 120,
  smsCodeTtlMinutes: 5,
  smsCodeMaxWrongTries: 5,
  smsPerPhonePerMinute: 1,
  smsPerPhonePerHour: 5,
  smsPerPhonePerDay: 10,
  smsPerIpPerHour: 30,
  loginMaxFailures: 5,
  loginFailureWindowMinutes: 15,
  loginLockMinutes: 15,
  /** sliding session: idle this long and the session ends */
  sessionIdleHours: 12,
  /** a session never lives longer than this */
  sessionMaxDays: 7,
  idleLockMinutes: 60,
  avatarMaxKb: 2048,
  avatarTypes: ['image/jpeg', 'image/png'] as const,
} as const;
