import { SERVICE_TYPES, type ServiceType } from '@fund-direct/domain/contracts';
import { EDUCATION_ENTRIES } from './service-education.ts';
import type { ServiceEntry } from './service-entry.ts';
import { FAQ_ENTRIES } from './service-faq.ts';
import { GUIDE_ENTRIES, TRADE_ENTRIES } from './service-guides.ts';
import { DOWNLOAD_ENTRIES, ORGAN_ENTRIES, PUBLICITY_ENTRIES, RULE_ENTRIES } from './service-rules.ts';

export interface SeedServicePage extends ServiceEntry {
  id: number;
}

// Ids follow this order, so they stay the same from run to run.
const ENTRIES: readonly ServiceEntry[] = [
  ...DOWNLOAD_ENTRIES,
  ...GUIDE_ENTRIES,
  ...TRADE_ENTRIES,
  ...EDUCATION_ENTRIES,
  ...FAQ_ENTRIES,
  ...PUBLICITY_ENTRIES,
  ...ORGAN_ENTRIES,
  ...RULE_ENTRIES,
];

export function buildServicePages(): SeedServicePage[] {
  return ENTRIES.map((e, i) => ({ ...e, id: i + 1 }));
}

// §2: every child page of the service centre has content.
export function serviceTypesWithoutContent(): ServiceType[] {
  const present = new Set(ENTRIES.map((e) => e.serviceType));
  return (Object.keys(SERVICE_TYPES) as ServiceType[]).filter((t) => !present.has(t));
}
