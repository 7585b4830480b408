// §3: messages are kept only when state is "0" or "1".
export function isKeptMessage(message: { state?: unknown }): boolean {
  return message.state === '0' || message.state === '1';
}

// §3: fund lists keep only state "1".
export function isListedFund(fund: { state?: unknown }): boolean {
  return fund.state === '1';
}
