import { isValidElement, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';

type Column<T> = TableColumnsType<T>[number];

// A table column reduced to what a card shows: its name and the cell of one record.
export interface CardCell<T> {
  key: string;
  title: ReactNode;
  render: (item: T, index: number) => ReactNode;
}

function valueAt(item: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (value, step) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined),
    item,
  );
}

// Ant Design lets render return { children, props } to span cells; a card only needs the children.
function asNode(value: unknown): ReactNode {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value) || isValidElement(value)) {
    return value as ReactNode;
  }
  return 'children' in value ? (value.children as ReactNode) : null;
}

function cellOf<T>(column: Column<T>): CardCell<T> | null {
  if ('children' in column) return null;
  const index = column.dataIndex as string | number | readonly (string | number)[] | undefined;
  const path: readonly (string | number)[] = index === undefined ? [] : Array.isArray(index) ? index : [index as string | number];
  const key = String(column.key ?? path.join('.'));
  const title = typeof column.title === 'function' ? key : column.title;
  return {
    key,
    title,
    render: (item, index) => {
      const value = path.length > 0 ? valueAt(item, path) : undefined;
      return asNode(column.render ? column.render(value, item, index) : value);
    },
  };
}

// The leaf columns of a table definition, in order (groups are flattened).
export function toCardCells<T>(columns: TableColumnsType<T>): CardCell<T>[] {
  return columns.flatMap((column) => {
    if ('children' in column) return toCardCells(column.children);
    const cell = cellOf(column);
    return cell ? [cell] : [];
  });
}
