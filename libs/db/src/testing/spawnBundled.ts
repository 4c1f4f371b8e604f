// Bundles a Node entry with the repository's own bundler (scripts/build-node.mjs, as production does)
// and runs it as a child process until it prints a line matching `ready`.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const repoRoot = path.resolve(__dirname, "..", "..", "..", "..");
const built = new Map<string, string>();

export function bundle(entry: string): string {
  const cached = built.get(entry);
  if (cached) return cached;
  // Inside the repository so the bundle's external npm packages resolve from node_modules.
  const outDir = path.join(repoRoot, "libs", "db", "dist", `test-${process.pid}`);
  fs.mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, `${path.basename(entry, ".ts")}.cjs`);
  execFileSync(process.execPath, [path.join(repoRoot, "scripts", "build-node.mjs"), entry, outfile], {
    cwd: repoRoot,
    stdio: "pipe",
  });
  built.set(entry, outfile);
  return outfile;
}

export interface RunningProcess {
  child: ChildProcess;
  /** The match of `ready` on the first stdout line that matched. */
  match: RegExpMatchArray;
  stdout: () => string;
  stderr: () => string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function runUntilReady(
  file: string,
  env: Record<string, string>,
  ready: RegExp,
  opts: { cwd?: string; timeoutMs?: number } = {},
): Promise<RunningProcess> {
  const child = spawn(process.execPath, [file], {
    cwd: opts.cwd ?? os.tmpdir(),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${file} not ready in time; stderr: ${err}`));
    }, opts.timeoutMs ?? 20_000);
    child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = out.match(ready);
      if (m) {
        clearTimeout(timer);
        resolve({
          child,
          match: m,
          stdout: () => out,
          stderr: () => err,
          stop: (signal = "SIGTERM") => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code} before it was ready; stderr: ${err}`));
    });
  });
}
