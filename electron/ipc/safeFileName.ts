/**
 * A file name the renderer suggests is only a name: path separators, characters
 * Windows forbids and leading dots are replaced, so `../../x` cannot steer the
 * default save location out of the downloads folder.
 */
export function safeFileName(suggested: string, fallback = 'export.xlsx'): string {
  const cleaned = suggested
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
    .replace(/[<>:"/\\|?*\u0000-\u001f]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? fallback : cleaned;
}
