// The compatibility gate (scripts/check-remote.mjs) on manifests shaped like the real builds: a
// remote that keeps the contract passes, and each way of breaking it fails with the name of what
// broke. `npm test` also runs the gate on every real build (node scripts/check-remote.mjs).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { remotes } from "@seo/registry/registry";

const root = path.resolve(__dirname, "..");
const contracts = JSON.parse(readFileSync(path.join(root, "scripts/remote-contracts.json"), "utf8"));

type Shared = { name: string; version: string; requiredVersion: string | false; singleton?: boolean };
const singleton = (name: string, version: string): Shared => ({ name, version, requiredVersion: `^${version}`, singleton: true });
const SHELL_SHARED = [
  singleton("react", "19.3.1"),
  singleton("react-dom", "19.3.1"),
  singleton("styled-components", "6.6.0"),
  { name: "@seo/ui/Button", version: "0.1.0", requiredVersion: "^0.1.0" },
];

function manifest(name: string, opts: { shared?: Shared[]; runtime?: string; exposes?: string[] } = {}) {
  return {
    id: name,
    name,
    metaData: { name, pluginVersion: opts.runtime ?? "2.9.2", publicPath: "auto" },
    shared: opts.shared ?? SHELL_SHARED,
    remotes: [],
    exposes: (opts.exposes ?? []).map((p) => ({ id: `${name}:${p.slice(2)}`, name: p.slice(2), path: p })),
  };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "check-remote-"));
  mkdirSync(path.join(dir, "shell"));
  writeFileSync(path.join(dir, "shell/mf-manifest.json"), JSON.stringify(manifest("shell")));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the gate on a seosnapshot build with this manifest; the store may hold earlier versions. */
function gate(remote: object, store = path.join(dir, "store")) {
  const dist = path.join(dir, `dist-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dist);
  writeFileSync(path.join(dist, "mf-manifest.json"), JSON.stringify(remote));
  const r = spawnSync(
    process.execPath,
    ["scripts/check-remote.mjs", "seosnapshot", "--dist", dist, "--shell-dist", path.join(dir, "shell"), "--store", store],
    { cwd: root, encoding: "utf8" },
  );
  return { code: r.status, out: r.stdout + r.stderr };
}
/** What the committed record says the remote exposes (the test passes a remote that keeps it). */
const EXPOSES: string[] = contracts.seosnapshot.exposes;

describe("the remote compatibility gate", () => {
  it("passes a remote that keeps the contract", () => {
    const r = gate(manifest("mfe_seosnapshot", { exposes: EXPOSES }));
    expect(r.out).toMatch(/✓ seosnapshot: compatible/);
    expect(r.code).toBe(0);
  });

  it("fails a shared singleton whose version the shell does not satisfy, naming it", () => {
    const shared = SHELL_SHARED.map((s) => (s.name === "react" ? singleton("react", "20.0.0") : s));
    const r = gate(manifest("mfe_seosnapshot", { shared, exposes: EXPOSES }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/shared singleton react: the shell provides 19\.3\.1, seosnapshot requires \^20\.0\.0/);
  });

  it("fails a singleton the remote no longer shares", () => {
    const r = gate(
      manifest("mfe_seosnapshot", { shared: SHELL_SHARED.filter((s) => s.name !== "styled-components"), exposes: EXPOSES }),
    );
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/shared singleton styled-components: seosnapshot does not share it/);
  });

  it("fails a different federation runtime version", () => {
    const r = gate(manifest("mfe_seosnapshot", { runtime: "2.10.0", exposes: EXPOSES }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/federation runtime version: seosnapshot was built with 2\.10\.0, the shell with 2\.9\.2/);
  });

  it("fails a changed set of exposed modules", () => {
    const r = gate(manifest("mfe_seosnapshot", { exposes: ["./SeoSnapshotPageV2", "./mount"] }));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/exposed module \.\/SeoSnapshotPage: missing/);
    expect(r.out).toMatch(/exposed module \.\/SeoSnapshotPageV2: not in scripts\/remote-contracts\.json/);
  });

  it("fails a build that drops a module the previously published version exposed", () => {
    const store = path.join(dir, "store");
    const previous = path.join(store, "seosnapshot", "0.1.0-aaaaaaaaaa");
    mkdirSync(previous, { recursive: true });
    writeFileSync(
      path.join(previous, "mf-manifest.json"),
      JSON.stringify(manifest("mfe_seosnapshot", { exposes: [...EXPOSES, "./Widget"] })),
    );
    writeFileSync(
      path.join(store, "seosnapshot", "versions.json"),
      JSON.stringify([{ version: "0.1.0-aaaaaaaaaa", publishedAt: "2026-11-23T00:00:00Z" }]),
    );
    const r = gate(manifest("mfe_seosnapshot", { exposes: EXPOSES }), store);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/exposed module \.\/Widget: the previously published version exposes it/);
  });

  it("has an expectation for every remote of the registry, listing the page the shell loads", () => {
    for (const r of remotes()) expect(contracts[r.name]?.exposes).toContain(r.page);
    expect(Object.keys(contracts).sort()).toEqual(
      remotes()
        .map((r) => r.name)
        .sort(),
    );
  });
});
