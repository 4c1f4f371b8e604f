// The HTML of /embed/<tool>: the tool page (the embed shell's script and its JSON configuration) or a
// refusal. Everything interpolated is escaped for its context: text for HTML, JSON with "<" escaped
// inside the script element, so nothing a partner or a URL carries can become markup.
import type { EmbedPageConfig } from "@seo/contracts/partners";
import { PRODUCT_NAME } from "./brand";

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** JSON safe inside <script type="application/json">: no "</script>", no "<!--", no U+2028/2029 surprises. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export type { EmbedPageConfig };

const BASE_STYLE =
  "html,body{margin:0;padding:0;background:transparent}body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}";

export function toolPageHtml(config: EmbedPageConfig): string {
  return `<!doctype html>
<html lang="en" data-theme="${escapeHtml(config.theme)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(config.title)} — ${escapeHtml(PRODUCT_NAME)}</title>
</head>
<body>
<div id="root"></div>
<script id="embed-config" type="application/json">${scriptJson(config)}</script>
<script src="/embed-shell/main.js" defer></script>
</body>
</html>
`;
}

export function refusalPageHtml(opts: { heading: string; message: string; productUrl: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(opts.heading)} — ${escapeHtml(PRODUCT_NAME)}</title>
<style>${BASE_STYLE}main{padding:24px;border:1px solid #e5e7eb;border-radius:12px;background:#fff;color:#111827}h1{font-size:18px;margin:0 0 8px}p{margin:0 0 8px;color:#4b5563}a{color:#6d28d9}</style>
</head>
<body>
<main data-embed-refusal>
<h1>${escapeHtml(opts.heading)}</h1>
<p>${escapeHtml(opts.message)}</p>
<p><a href="${escapeHtml(opts.productUrl)}" target="_blank" rel="noopener">Open ${escapeHtml(PRODUCT_NAME)}</a></p>
</main>
</body>
</html>
`;
}
