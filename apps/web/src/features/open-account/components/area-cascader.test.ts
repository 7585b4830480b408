import { describe, expect, it } from 'vitest';
import { areaOptions, areaText } from './area-cascader.tsx';

const provinces = [
  {
    provincecode: '44',
    provincename: '广东省',
    cities: [
      { cityno: '4403', cityname: '深圳市', counties: [{ countyno: '440305', countyname: '南山区' }] },
      { cityno: '4419', cityname: '东莞市', counties: [] },
    ],
  },
];

describe('area options', () => {
  it('always gives three levels; a city without counties is its own county', () => {
    const [guangdong] = areaOptions(provinces);
    expect(guangdong!.children![0]!.children).toEqual([{ value: '440305', label: '南山区' }]);
    expect(guangdong!.children![1]!.children).toEqual([{ value: '4419', label: '东莞市' }]);
  });

  it('names a chosen area', () => {
    expect(areaText(provinces, ['44', '4403', '440305'])).toBe('广东省 深圳市 南山区');
    expect(areaText(undefined, ['44'])).toBe('');
  });
});
