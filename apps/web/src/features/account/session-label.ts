// A short name for the device of a session, from its user agent.
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return '未知设备';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /MicroMessenger/.test(userAgent)
      ? '微信'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Firefox\//.test(userAgent)
          ? 'Firefox'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : '浏览器';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser}（${system}）` : browser;
}

// Session times arrive as ISO instants; shown in Shanghai time, to the minute.
export function sessionTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '--';
  return new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}
