// JSON written into an inline <script>: `<` (so no `</script>` or `<!--` in content can end or bend the script),
// `>`, `&` and the two line separators JavaScript does not accept in source are escaped; JSON.parse reads it unchanged.
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
