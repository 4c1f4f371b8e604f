// The frame's side of the postMessage protocol (types in @seo/contracts/partners). Messages go to the
// partner page's origin only (never "*"), and commands are accepted only from that origin and from
// the window that frames us.
import type { EmbedCommand, EmbedMessage } from "@seo/contracts/partners";

export const EMBED_MESSAGE_SOURCE = "rankforge-embed";
type Payload = EmbedMessage extends infer M ? (M extends EmbedMessage ? Omit<M, "source"> : never) : never;

export function createParentChannel(parentOrigin: string, win: Window = window) {
  const parent = win.parent;
  const framed = parent !== win;
  return {
    post(message: Payload) {
      if (!framed) return;
      parent.postMessage({ source: EMBED_MESSAGE_SOURCE, ...message }, parentOrigin);
    },
    onCommand(handler: (command: EmbedCommand) => void): () => void {
      const listener = (event: MessageEvent) => {
        if (event.origin !== parentOrigin || event.source !== parent) return;
        const data = event.data as Partial<EmbedCommand> | null;
        if (!data || data.source !== EMBED_MESSAGE_SOURCE) return;
        if (data.type === "theme" && (data.theme === "light" || data.theme === "dark")) handler(data as EmbedCommand);
      };
      win.addEventListener("message", listener);
      return () => win.removeEventListener("message", listener);
    },
  };
}
export type ParentChannel = ReturnType<typeof createParentChannel>;
