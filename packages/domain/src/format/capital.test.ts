import { describe, expect, it } from 'vitest';
import { toChineseCapital } from './capital.ts';

describe('toChineseCapital', () => {
  it('converts yuan, jiao and fen', () => {
    expect(toChineseCapital('12345.67')).toBe('壹万贰仟叁佰肆拾伍元陆角柒分');
  });

  it('ends whole yuan with 整', () => {
    expect(toChineseCapital(100)).toBe('壹佰元整');
    expect(toChineseCapital(10)).toBe('壹拾元整');
  });

  it('ends an amount without 分 with 整 after 角', () => {
    expect(toChineseCapital('1.5')).toBe('壹元伍角整');
  });

  it('reads a zero jiao before fen as 零', () => {
    expect(toChineseCapital('102.03')).toBe('壹佰零贰元零叁分');
  });

  it('collapses zeros inside and across sections', () => {
    expect(toChineseCapital(10005)).toBe('壹万零伍元整');
    expect(toChineseCapital(1005)).toBe('壹仟零伍元整');
    expect(toChineseCapital(1050)).toBe('壹仟零伍拾元整');
    expect(toChineseCapital(1000010)).toBe('壹佰万零壹拾元整');
    expect(toChineseCapital(100000001)).toBe('壹亿零壹元整');
    expect(toChineseCapital(100010000)).toBe('壹亿零壹万元整');
  });

  it('uses no zero where a section starts with a digit in the thousands', () => {
    expect(toChineseCapital(110000000)).toBe('壹亿壹仟万元整');
    expect(toChineseCapital(12345678)).toBe('壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整');
  });

  it('converts amounts under one yuan', () => {
    expect(toChineseCapital('0.5')).toBe('伍角整');
    expect(toChineseCapital('0.05')).toBe('伍分');
    expect(toChineseCapital('0.55')).toBe('伍角伍分');
  });

  it('converts zero', () => {
    expect(toChineseCapital(0)).toBe('零元整');
    expect(toChineseCapital('0.001')).toBe('零元整');
  });

  it('prefixes negatives with 负', () => {
    expect(toChineseCapital('-5.2')).toBe('负伍元贰角整');
  });

  it('rounds to the fen first', () => {
    expect(toChineseCapital('0.995')).toBe('壹元整');
  });

  it('throws a Chinese TypeError for bad or empty input', () => {
    expect(() => toChineseCapital('12元')).toThrow('金额转换的参数须为数字或数字字符串');
    expect(() => toChineseCapital(undefined)).toThrow(TypeError);
  });

  it('refuses amounts of a trillion or more', () => {
    expect(toChineseCapital('999999999999.99')).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
    expect(() => toChineseCapital('1000000000000')).toThrow(RangeError);
  });
});
