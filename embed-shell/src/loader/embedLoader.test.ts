/**
 * @jest-environment jsdom
 */
// The loader as partners get it: bundled and minified by esbuild with the build's own options, run
// in a page. Its weight, the frame it creates, and which messages it believes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const PRODUCT = "https://app.rankforge.test";
let bundle: string;

beforeAll(() => {
  // In a child process: esbuild cannot run inside jsdom.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embed-loader-"));
  const out = path.join(dir, "embed.js");
  execFileSync(process.execPath, [path.join(__dirname, "../../loader.build.cjs"), out]);
  bundle = fs.readFileSync(out, "utf8");
  fs.rmSync(dir, { recursive: true, force: true });
});

type RankForge = {
  on(event: string, fn: (d: Record<string, unknown>) => void): void;
  embeds: { tool: string; element: HTMLIFrameElement; setTheme(t: string): void }[];
};
const rankForge = () => (window as unknown as { RankForge: RankForge }).RankForge;

/** Runs the loader as if from `<script src=PRODUCT/embed.js data-…>` in the body. */
function runLoader(attrs: Record<string, string>) {
  const script = document.createElement("script");
  script.setAttribute("src", `${PRODUCT}/embed.js`);
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
  document.body.appendChild(script);
  Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
  try {
    new Function(bundle)();
  } finally {
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => null });
  }
  return script;
}

beforeEach(() => {
  document.body.innerHTML = "";
  delete (window as unknown as { RankForge?: unknown }).RankForge;
});

const message = (frame: HTMLIFrameElement | Window | null, origin: string, data: object) =>
  window.dispatchEvent(
    new MessageEvent("message", {
      data,
      origin,
      source: (frame instanceof HTMLIFrameElement ? frame.contentWindow : frame) as Window,
    }),
  );

it("weighs at most 5 KB gzip", () => {
  expect(gzipSync(bundle, { level: 9 }).length).toBeLessThanOrEqual(5 * 1024);
});

it("creates the product's iframe right after the script, with the key, the page's origin and the theme", () => {
  const script = runLoader({ "data-tool": "seosnapshot", "data-key": "pk_test_demo", "data-theme": "dark" });
  const frame = script.nextElementSibling as HTMLIFrameElement;
  expect(frame.tagName).toBe("IFRAME");
  const src = new URL(frame.src);
  expect(src.origin).toBe(PRODUCT);
  expect(src.pathname).toBe("/embed/seosnapshot");
  expect(src.searchParams.get("key")).toBe("pk_test_demo");
  expect(src.searchParams.get("origin")).toBe(window.location.origin);
  expect(src.searchParams.get("theme")).toBe("dark");
  expect(frame.getAttribute("sandbox")).not.toContain("allow-top-navigation");
  expect(rankForge().embeds).toHaveLength(1);
});

it("goes into data-target when it matches, and treats a bad selector as no target", () => {
  document.body.innerHTML = '<div id="slot"></div>';
  runLoader({ "data-tool": "trendspy", "data-key": "pk_test_demo", "data-target": "#slot" });
  expect(document.querySelector("#slot iframe")).not.toBeNull();
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const script = runLoader({ "data-tool": "trendspy", "data-key": "pk_test_demo", "data-target": "<<<" });
  expect(script.nextElementSibling?.tagName).toBe("IFRAME");
  warn.mockRestore();
});

it("refuses attributes that are not a tool id or a key: nothing is created from them", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  runLoader({ "data-tool": '"><img src=x onerror=alert(1)>', "data-key": "pk_test_demo" });
  runLoader({ "data-tool": "seosnapshot", "data-key": "pk_x/../../admin" });
  runLoader({ "data-tool": "../api", "data-key": "pk_test_demo" });
  expect(document.querySelector("iframe")).toBeNull();
  expect(document.querySelector("img")).toBeNull();
  expect(warn).toHaveBeenCalledTimes(3);
  warn.mockRestore();
});

it("believes messages only from its own frame and the product's origin; sizes the frame and calls handlers", () => {
  const queued = jest.fn();
  (window as unknown as { RankForge: unknown }).RankForge = { q: [["on", "result", queued]] };
  const script = runLoader({ "data-tool": "seosnapshot", "data-key": "pk_test_demo" });
  const frame = script.nextElementSibling as HTMLIFrameElement;
  const results = jest.fn();
  rankForge().on("result", results);
  const result = { source: "rankforge-embed", type: "result", tool: "seosnapshot", result: { scores: { overall: 80 } } };

  message(frame, "https://evil.example", result); // wrong origin
  message(window, PRODUCT, result); // right origin, another window
  message(frame, PRODUCT, { ...result, source: "someone-else" });
  expect(results).not.toHaveBeenCalled();

  message(frame, PRODUCT, result);
  expect(results).toHaveBeenCalledWith(
    expect.objectContaining({ type: "result", result: { scores: { overall: 80 } }, element: frame }),
  );
  expect(queued).toHaveBeenCalledTimes(1);

  message(frame, PRODUCT, { source: "rankforge-embed", type: "resize", height: 733.2 });
  expect(frame.style.height).toBe("734px");
  message(frame, PRODUCT, { source: "rankforge-embed", type: "resize", height: 1e9 });
  expect(frame.style.height).toBe("20000px");
  message(frame, PRODUCT, { source: "rankforge-embed", type: "resize", height: "100px; position:fixed" });
  expect(frame.style.height).toBe("20000px");
});

it("sends commands to the product's origin only", () => {
  const script = runLoader({ "data-tool": "seosnapshot", "data-key": "pk_test_demo" });
  const frame = script.nextElementSibling as HTMLIFrameElement;
  const post = jest.spyOn(frame.contentWindow!, "postMessage").mockImplementation(() => {});
  rankForge().embeds[0]!.setTheme("dark");
  expect(post).toHaveBeenCalledWith({ source: "rankforge-embed", type: "theme", theme: "dark" }, PRODUCT);
});
