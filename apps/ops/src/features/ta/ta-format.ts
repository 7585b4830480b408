// Instants in China time, as the staff read them.
const FORMAT = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function formatInstant(iso: string | null): string {
  return iso ? FORMAT.format(new Date(iso)).replace(/\//g, '-') : '—';
}

export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${String(ms)} 毫秒` : `${(ms / 1000).toFixed(1)} 秒`;
}
