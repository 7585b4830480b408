export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

export interface SystemDate {
  date: string;
  time: string;
  timestamp: number;
}

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

// Intl formatting dominates this call, and its result only changes once a second.
let cached: { second: number; date: string; time: string } | undefined;

// §7 system date: the business date and time in Asia/Shanghai, whatever the server's own zone.
export function systemDate(now: Date): SystemDate {
  const second = Math.floor(now.getTime() / 1000);
  if (cached?.second !== second) {
    const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
    cached = {
      second,
      date: `${parts.year}-${parts.month}-${parts.day}`,
      time: `${parts.hour}:${parts.minute}:${parts.second}`,
    };
  }
  return { date: cached.date, time: cached.time, timestamp: now.getTime() };
}
