// Issue 17: staff sessions and login limits, shared so the console can say them.
export const STAFF_LIMITS = {
  idleMinutes: 30,
  absoluteHours: 12,
  // Failures are counted per account and source address, so a guesser locks out only its own address: the first
  // addressFreeFailures cost nothing, each later one makes that address wait (1 s, 2 s, 4 s … delayCapSeconds), and the
  // addressMaxFailures-th locks that address out of that account for lockMinutes.
  addressFreeFailures: 3,
  delayCapSeconds: 60,
  addressMaxFailures: 10,
  lockMinutes: 15,
  // Over all addresses: a guesser spread over many addresses locks the account for lockMinutes at this many failures.
  accountMaxFailures: 100,
  // Separation of duties: an account created or reset by an administrator does not approve that administrator's
  // proposals for this long (STAFF_COOLING_HOURS overrides it).
  coolingHours: 24,
  passwordMinLength: 12,
  totpDigits: 6,
  totpPeriodSeconds: 30,
} as const;

export const STAFF_TEXT = {
  loginFailed: '用户名或密码错误',
  locked: (minutes: number) => `登录失败次数过多，账户已锁定，请${minutes}分钟后再试`,
  addressLocked: (minutes: number) => `该地址登录失败次数过多，已暂停从该地址登录此账户，请${minutes}分钟后再试`,
  triesLeft: (left: number, waitSeconds: number) =>
    `用户名或密码错误，还可尝试 ${left} 次` + (waitSeconds > 0 ? `，请 ${waitSeconds} 秒后再试` : ''),
  totpTriesLeft: (left: number, waitSeconds: number) =>
    `动态口令不正确或已使用，还可尝试 ${left} 次` + (waitSeconds > 0 ? `，请 ${waitSeconds} 秒后再试` : ''),
  wait: (seconds: number) => `尝试过于频繁，请 ${seconds} 秒后再试`,
  totpInvalid: '动态口令不正确或已使用，请输入验证器中的最新口令',
  passwordRule: `新密码至少 ${STAFF_LIMITS.passwordMinLength} 位，且须同时包含大写字母、小写字母、数字和符号`,
  passwordSame: '新密码不能与当前密码相同',
  selfApproval: '不能复核本人提交的申请',
  ownAccount: '不能复核涉及本人账号的申请',
  cooling: (hours: number) => `该账号由申请人在 ${hours} 小时内创建或重置，不能复核其申请`,
  coolingShared: (hours: number) => `申请人与复核人的账号在 ${hours} 小时内由对方或同一管理员创建或重置，不能复核其申请`,
  notYourKind: '当前角色无权复核该类申请',
  decided: '该申请已处理，不能重复复核',
  rejectReason: '请填写驳回原因',
} as const;

// The wait an address owes after its n-th failure in a row (0 while the failures are still free).
export function staffLoginDelaySeconds(failures: number): number {
  if (failures < STAFF_LIMITS.addressFreeFailures) return 0;
  return Math.min(STAFF_LIMITS.delayCapSeconds, 2 ** (failures - STAFF_LIMITS.addressFreeFailures));
}

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
