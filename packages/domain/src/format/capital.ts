import { roundFen } from '../money/rounding.ts';
import { FORMAT_TYPE_ERRORS } from './money.ts';
import { readNumber } from './read-number.ts';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const POSITIONS = ['', '拾', '佰', '仟'] as const;
const SECTIONS = ['', '万', '亿'] as const;

// Up to 9999亿9999万9999元99分.
export const CAPITAL_MAX_EXCLUSIVE = '1000000000000';

// One 4-digit section, with inner zeros collapsed to a single 零 (1005 → 壹仟零伍).
function sectionText(section: number): string {
  let text = '';
  let pendingZero = false;
  for (let pos = 3; pos >= 0; pos--) {
    const digit = Math.floor(section / 10 ** pos) % 10;
    if (digit === 0) {
      pendingZero = text !== '';
      continue;
    }
    if (pendingZero) text += '零';
    text += DIGITS[digit]! + POSITIONS[pos]!;
    pendingZero = false;
  }
  return text;
}

function integerText(integer: string): string {
  const sections: number[] = [];
  for (let end = integer.length; end > 0; end -= 4) {
    sections.unshift(Number(integer.slice(Math.max(0, end - 4), end)));
  }
  let text = '';
  let skippedZero = false;
  sections.forEach((section, index) => {
    const unit = SECTIONS[sections.length - 1 - index]!;
    if (section === 0) {
      skippedZero = text !== '';
      return;
    }
    // A zero is read between sections when digits were skipped (壹万零伍, 壹亿零壹万).
    if (text !== '' && (skippedZero || section < 1000)) text += '零';
    text += sectionText(section) + unit;
    skippedZero = false;
  });
  return text;
}

// RMB uppercase per the usual cheque rules: 零 collapsing, 万/亿 sections, 整 whenever there is
// no 分 (壹元整, 壹元伍角整), 零 before a lone 分 (壹佰零贰元零叁分), 负 for negatives.
export function toChineseCapital(amount: unknown): string {
  const number = readNumber(amount, FORMAT_TYPE_ERRORS.capital);
  if (number === null) throw new TypeError(FORMAT_TYPE_ERRORS.capital);
  const fen = roundFen(number);
  if (fen.abs().gte(CAPITAL_MAX_EXCLUSIVE)) throw new RangeError('金额超出大写转换范围');
  if (fen.isZero()) return '零元整';
  const [integer = '0', fraction = '00'] = fen.abs().toFixed(2).split('.');
  const jiao = Number(fraction[0]);
  const cents = Number(fraction[1]);
  const yuan = integer === '0' ? '' : `${integerText(integer)}元`;
  let tail = '';
  if (jiao > 0) tail += `${DIGITS[jiao]}角`;
  else if (cents > 0 && yuan !== '') tail += '零';
  if (cents > 0) tail += `${DIGITS[cents]}分`;
  else tail += '整';
  return `${fen.isNegative() ? '负' : ''}${yuan}${tail}`;
}
