import type { ServiceType } from '@fund-direct/domain/contracts';

// One service-centre entry (§2 service centre child page) as written in the seed.
// An attachment names a content document (agreement or form) by key; its path follows from the document kind.
export interface ServiceEntry {
  serviceType: ServiceType;
  title: string;
  // YYYY-MM-DD; §3 lists sort by serviceTime descending.
  date: string;
  html: string;
  attachments?: readonly { name: string; doc: string }[];
}
