// Issue 17: staff sessions and login limits, shared so the console can say them.
export const STAFF_LIMITS = {
  idleMinutes: 30,
  absoluteHours: 12,
  maxLoginFailures: 5,
  lockMinutes: 15,
  passwordMinLength: 12,
  totpDigits: 6,
  totpPeriodSeconds: 30,
} as const;

export const STAFF_TEXT = {
  loginFailed: '用户名或密码错误',
  locked: (minutes: number) => `登录失败次数过多，账户已锁定，请${minutes}分钟后再试`,
  totpInvalid: '动态口令不正确或已使用，请输入验证器中的最新口令',
  passwordRule: `新密码至少 ${STAFF_LIMITS.passwordMinLength} 位，且须同时包含大写字母、小写字母、数字和符号`,
  passwordSame: '新密码不能与当前密码相同',
  selfApproval: '不能复核本人提交的申请',
  decided: '该申请已处理，不能重复复核',
  rejectReason: '请填写驳回原因',
} as const;

// A password staff may set: long, and all four kinds of character (the console guards customer data and money).
export function isStrongStaffPassword(password: string): boolean {
  return (
    password.length >= STAFF_LIMITS.passwordMinLength &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
