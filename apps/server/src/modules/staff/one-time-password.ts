import { randomInt } from 'node:crypto';
import { isStrongStaffPassword } from '@fund-direct/domain/ops';

// Without look-alikes (0/O, 1/l/I), so it can be read out over the phone.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#%+=@!?';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;

// A one-time password that itself passes the staff password rule; it must be changed at first login.
export function oneTimePassword(length = 16): string {
  for (;;) {
    let value = '';
    for (let i = 0; i < length; i += 1) value += ALL[randomInt(ALL.length)];
    if (isStrongStaffPassword(value)) return value;
  }
}
