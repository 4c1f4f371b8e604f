// The links of a message, read from its text part: what the dev mailbox shows and logs and what
// tests follow (the verification and reset links, say).

const URL_IN_TEXT = /https?:\/\/[^\s<>"'()[\]]+/g;

/** Every http(s) URL in `text`, in order of first appearance, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  const found = (text.match(URL_IN_TEXT) ?? []).map((url) => url.replace(/[.,;:!?]+$/, ""));
  return [...new Set(found)];
}
