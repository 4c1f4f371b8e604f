import { toolIds } from "@seo/registry/registry";
import { benchOffline } from "./offline.bench";

// The figures themselves belong to `npm run bench` (no timing assertions in tests): this pins that
// the benchmark finds every tool of the registry and measures each one.
test("the offline benchmark measures every tool of the registry", () => {
  const rows = benchOffline(3);
  expect(rows.map((r) => r.tool)).toEqual(toolIds());
  for (const r of rows) expect(Number.isFinite(r.p50Ms) && r.p50Ms >= 0).toBe(true);
});
