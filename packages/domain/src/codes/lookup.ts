// Code tables are plain `as const` objects mapping a code to its Chinese label.
export type CodeTable = Readonly<Record<string, string>>;

export interface CodeOption<C extends string = string> {
  value: C;
  label: string;
}

// Own keys only, so that 'toString' or '__proto__' never count as codes.
export function isCodeOf<T extends CodeTable>(table: T, code: unknown): code is keyof T & string {
  return (typeof code === 'string' || typeof code === 'number') && Object.hasOwn(table, String(code));
}

export function labelOf<T extends CodeTable>(table: T, code: unknown): T[keyof T] | undefined {
  return isCodeOf(table, code) ? table[code] : undefined;
}

export function codesOf<T extends CodeTable>(table: T): (keyof T & string)[] {
  return Object.keys(table) as (keyof T & string)[];
}

// `order` fixes the display order where JS key order (integer-like keys first) would not.
export function optionsOf<T extends CodeTable>(
  table: T,
  order: readonly (keyof T & string)[] = codesOf(table),
): CodeOption<keyof T & string>[] {
  return order.map((value) => ({ value, label: table[value] as string }));
}
