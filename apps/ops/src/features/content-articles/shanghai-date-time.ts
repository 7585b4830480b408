import { shanghaiDate, shanghaiTime } from '@fund-direct/domain/calendar';

// Staff read times in Beijing time, whatever the browser's zone.
export function shanghaiDateTime(iso: string): string {
  const at = new Date(iso);
  return `${shanghaiDate(at)} ${shanghaiTime(at).slice(0, 5)}`;
}
