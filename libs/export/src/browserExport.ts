// The browser side of exporting: saving a file and copying to the clipboard.

/** Saves content as a download named `fileName`. */
export function downloadFile(content: BlobPart, fileName: string, mimeType: string): void {
  const blob = new Blob([content], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Copies text with the async clipboard API; outside a secure context (plain http on a partner's
 * intranet, say) that API is missing, so a hidden text area and execCommand("copy") stand in.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== "undefined" && navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.setAttribute("aria-hidden", "true");
  Object.assign(area.style, { position: "fixed", top: "0", left: "-9999px", opacity: "0" });
  document.body.appendChild(area);
  area.focus();
  area.select();
  try {
    if (!document.execCommand("copy")) throw new Error("Copy command was refused");
  } finally {
    area.remove();
  }
}
