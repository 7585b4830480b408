export function readArticleId(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/u.test(value) ? Number(value) : null;
}

export function formatDuration(seconds: number | null): string | null {
  if (seconds === null) return null;
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
