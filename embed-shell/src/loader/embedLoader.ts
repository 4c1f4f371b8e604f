// /embed.js: what a partner pastes.
//   <script src="https://<product>/embed.js" data-tool="<tool id>" data-key="pk_…" async></script>
// Optional data-target (a CSS selector: where the tool goes; default right after the script) and
// data-theme (light | dark). Creates an iframe on the product's origin (/embed/<tool>), sizes it from
// the frame's messages, and exposes window.RankForge.on(event, handler) for ready, resize, result,
// error and quota. Messages are accepted only from that iframe's window and the product's origin,
// and commands are sent to the product's origin only.
// Kept free of dependencies (zod, React): the budget is 5 KB gzip, checked by embedLoader.test.ts.
import type { EmbedCommand, EmbedMessage } from "@seo/contracts/partners";

type EventName = EmbedMessage["type"];
type Handler = (detail: EmbedMessage & { element: HTMLIFrameElement }) => void;

interface EmbedHandle {
  tool: string;
  element: HTMLIFrameElement;
  setTheme(theme: "light" | "dark"): void;
}

interface RankForgeApi {
  on(event: EventName, handler: Handler): void;
  off(event: EventName, handler: Handler): void;
  embeds: EmbedHandle[];
  /**
   * For pages whose script may run before the async loader: window.RankForge = window.RankForge || { q: [] };
   * RankForge.q.push(["on", "result", fn]). Queued calls are applied on load, later ones at once.
   */
  q: { push(...calls: unknown[]): number };
}

const SOURCE = "rankforge-embed";
const EVENTS: EventName[] = ["ready", "resize", "result", "error", "quota"];
const TOOL = /^[a-z][a-z0-9]{1,30}$/;
const KEY = /^pk_[A-Za-z0-9_]{6,64}$/;
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 20_000;

function api(w: Window & { RankForge?: RankForgeApi }): RankForgeApi {
  const existing = w.RankForge;
  if (existing && typeof existing.on === "function" && Array.isArray(existing.embeds)) return existing;
  const handlers: Record<string, Handler[]> = {};
  const created: RankForgeApi = {
    on(event, handler) {
      if (EVENTS.indexOf(event) >= 0 && typeof handler === "function") (handlers[event] = handlers[event] || []).push(handler);
    },
    off(event, handler) {
      handlers[event] = (handlers[event] || []).filter((h) => h !== handler);
    },
    embeds: [],
    q: {
      push(...calls) {
        for (const call of calls) {
          if (Array.isArray(call) && call[0] === "on") created.on(call[1] as EventName, call[2] as Handler);
        }
        return 0;
      },
    },
  };
  (created as RankForgeApi & { emit(m: EmbedMessage & { element: HTMLIFrameElement }): void }).emit = (m) => {
    for (const h of (handlers[m.type] || []).slice()) {
      try {
        h(m);
      } catch (err) {
        setTimeout(() => {
          throw err; // a partner handler's error must not stop the others; report it like any page error
        });
      }
    }
  };
  const queued = existing && Array.isArray(existing.q) ? (existing.q as unknown[]) : [];
  w.RankForge = created;
  created.q.push(...queued);
  return created;
}

function warn(message: string) {
  if (typeof console !== "undefined") console.warn(`[RankForge embed] ${message}`);
}

function start() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script || !script.src) return warn("embed.js must be loaded with a <script src> tag");
  const tool = script.getAttribute("data-tool") || "";
  const key = script.getAttribute("data-key") || "";
  const themeAttr = script.getAttribute("data-theme");
  const theme = themeAttr === "dark" ? "dark" : "light";
  if (!TOOL.test(tool)) return warn('data-tool must name a tool, e.g. data-tool="<tool id>"');
  if (!KEY.test(key)) return warn("data-key must be your partner key (pk_…)");
  const product = new URL(script.src, location.href).origin;

  const frame = document.createElement("iframe");
  const src = new URL(`/embed/${tool}`, product);
  src.searchParams.set("key", key);
  src.searchParams.set("origin", location.origin);
  if (theme === "dark") src.searchParams.set("theme", "dark");
  frame.src = src.href;
  frame.title = `${tool} tool`;
  frame.setAttribute("loading", "lazy");
  // Copy-to-clipboard exports; file downloads; "open the product" links in a new tab. No top navigation.
  frame.setAttribute("allow", "clipboard-write");
  frame.setAttribute(
    "sandbox",
    "allow-scripts allow-same-origin allow-forms allow-downloads allow-popups allow-popups-to-escape-sandbox",
  );
  frame.style.cssText =
    "display:block;width:100%;min-width:320px;height:600px;border:0;margin:0;padding:0;background:transparent;color-scheme:normal";

  const selector = script.getAttribute("data-target");
  let target: Element | null = null;
  if (selector) {
    try {
      target = document.querySelector(selector);
    } catch {
      warn("data-target is not a valid CSS selector");
    }
    if (!target) warn("data-target matched nothing; the tool goes right after the script");
  }
  if (target) target.appendChild(frame);
  else script.parentNode!.insertBefore(frame, script.nextSibling);

  const rankForge = api(window as Window & { RankForge?: RankForgeApi });
  const handle: EmbedHandle = {
    tool,
    element: frame,
    setTheme(next) {
      const command: EmbedCommand = { source: SOURCE, type: "theme", theme: next === "dark" ? "dark" : "light" };
      frame.contentWindow?.postMessage(command, product);
    },
  };
  rankForge.embeds.push(handle);

  window.addEventListener("message", (event: MessageEvent) => {
    // Only this frame's window, only from the product's origin: another frame or a window.open'ed
    // page cannot pretend to be the tool.
    if (event.source !== frame.contentWindow || event.origin !== product) return;
    const data = event.data as EmbedMessage | null;
    if (!data || typeof data !== "object" || data.source !== SOURCE || EVENTS.indexOf(data.type) < 0) return;
    if (data.type === "resize") {
      const height = Number(data.height);
      if (!isFinite(height)) return;
      frame.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(height)))}px`;
    }
    (rankForge as RankForgeApi & { emit(m: EmbedMessage & { element: HTMLIFrameElement }): void }).emit({
      ...data,
      element: frame,
    });
  });
}

start();
