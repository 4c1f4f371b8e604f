// Web origins as partners list them: scheme, host and port only, normalised the way browsers send
// them in Origin headers and postMessage events (lower-case host, default port dropped).

/** "https://Shop.example.com/" → "https://shop.example.com"; null for anything that is not an http(s) origin. */
export function normaliseOrigin(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}
