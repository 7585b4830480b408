import { GUARD_TEXTS, GUARD_TITLE } from '../constants/texts.ts';
import { GUARD_ORDER, routeTarget, type GuardCheck, type GuardRequirement, type RouteTarget } from './routes.ts';
import {
  hasIdCardUploaded,
  hasOpenAccount,
  hasRiskAssessment,
  isEnterpriseUser,
  isIdExpired,
  isProfileComplete,
  isRiskExpired,
  type GuardUser,
} from './user-state.ts';

export type GuardKey = 'login' | 'enterprise' | 'openAccount' | 'idCardUpload' | 'profile' | 'riskMissing' | 'riskExpired' | 'idExpired';

export interface GuardDialog {
  key: GuardKey;
  title: typeof GUARD_TITLE;
  type: 'warning';
  content: string;
  // Where confirm leads; absent for the institution notice, which only informs.
  target?: RouteTarget;
  cancelText?: string;
  okText?: string;
}

function dialog(key: GuardKey, target?: RouteTarget): GuardDialog {
  const base: GuardDialog = { key, title: GUARD_TITLE, type: 'warning', content: GUARD_TEXTS[key] };
  return target ? { ...base, target } : base;
}

function check(name: GuardCheck, user: GuardUser, now: Date | number): GuardDialog | null {
  switch (name) {
    case 'login':
      return null;
    case 'enterprise':
      return isEnterpriseUser(user) ? dialog('enterprise') : null;
    case 'openAccount':
      return hasOpenAccount(user) ? null : dialog('openAccount', routeTarget('openaccount'));
    case 'idCardUpload':
      return hasIdCardUploaded(user) ? null : dialog('idCardUpload', routeTarget('openaccount'));
    case 'profile':
      return isProfileComplete(user) ? null : dialog('profile', routeTarget('personInfo'));
    case 'risk':
      if (!hasRiskAssessment(user)) return dialog('riskMissing', routeTarget('risk'));
      return isRiskExpired(user) ? dialog('riskExpired', routeTarget('risk')) : null;
    case 'idExpiry':
      return isIdExpired(user.invalidate, now) ? dialog('idExpired', routeTarget('personInfo')) : null;
  }
}

// §4: guards run in order and stop at the first that blocks. Without a user nothing else can be
// judged, so any route with a requirement asks for login (sell/change included).
export function firstBlockingGuard(
  user: GuardUser | null | undefined,
  requirement: GuardRequirement,
  now: Date | number,
): GuardDialog | null {
  if (requirement.length === 0) return null;
  if (!user) return dialog('login', routeTarget('login'));
  for (const name of GUARD_ORDER) {
    if (!requirement.includes(name)) continue;
    const blocked = check(name, user, now);
    if (blocked) return blocked;
  }
  return null;
}
