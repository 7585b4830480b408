import type { CalendarYear } from './holidays-data.ts';

// TEST FIXTURE, never installed outside tests: an invented 2027 (the State Council has not announced
// it), shaped like a real notice so the calendar can be exercised across the end of the built-in data.
export const SYNTHETIC_2027: CalendarYear = {
  year: 2027,
  holidays: [
    { name: '测试元旦', from: '2027-01-01', to: '2027-01-03' },
    { name: '测试长假', from: '2027-10-01', to: '2027-10-07' },
  ],
  makeUpWorkdays: ['2027-10-09'],
};

// The year after it, for contiguity: one holiday, nothing else.
export const SYNTHETIC_2028: CalendarYear = {
  year: 2028,
  holidays: [{ name: '测试元旦', from: '2028-01-01', to: '2028-01-03' }],
  makeUpWorkdays: [],
};
