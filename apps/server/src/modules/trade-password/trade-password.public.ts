// What customer service uses of the trade password: lifting the day's lock (the failures counted today).
export { clearTradePasswordFailures } from './trade-password.repository.ts';
