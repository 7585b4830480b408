import type { FundStatus } from './fund.ts';

// What each §3 fund status lets customers do, as the console explains it beside the status select.
// The flags mirror fundStatusAllows (trade/order-rules.ts); fund-status-effects.test.ts keeps them in step.
export interface FundStatusEffect {
  subscribe: boolean;
  purchase: boolean;
  plan: boolean;
  redeem: boolean;
  convertOut: boolean;
  convertIn: boolean;
  // One line for the edit form, e.g. 暂停申购 → 不可申购/定投，可赎回.
  summary: string;
}

export const FUND_STATUS_EFFECTS: Readonly<Record<FundStatus, FundStatusEffect>> = {
  '0': {
    subscribe: false,
    purchase: true,
    plan: true,
    redeem: true,
    convertOut: true,
    convertIn: true,
    summary: '可申购/定投，可赎回/转换',
  },
  '1': {
    subscribe: true,
    purchase: false,
    plan: false,
    redeem: false,
    convertOut: false,
    convertIn: false,
    summary: '只可认购，不可申购/定投/赎回',
  },
  '2': {
    subscribe: false,
    purchase: false,
    plan: false,
    redeem: false,
    convertOut: false,
    convertIn: false,
    summary: '封闭期：不可申购/定投/赎回，只可修改分红方式',
  },
  '4': {
    subscribe: false,
    purchase: false,
    plan: false,
    redeem: false,
    convertOut: false,
    convertIn: false,
    summary: '封闭期：不可申购/定投/赎回，只可修改分红方式',
  },
  '5': {
    subscribe: false,
    purchase: false,
    plan: false,
    redeem: true,
    convertOut: true,
    convertIn: false,
    summary: '不可申购/定投，可赎回/转出',
  },
  '6': {
    subscribe: false,
    purchase: true,
    plan: true,
    redeem: false,
    convertOut: false,
    convertIn: true,
    summary: '可申购/定投，不可赎回/转出',
  },
  '9': {
    subscribe: false,
    purchase: false,
    plan: false,
    redeem: false,
    convertOut: false,
    convertIn: false,
    summary: '封闭期：不可申购/定投/赎回，只可修改分红方式',
  },
};
