import { toolIds } from "@seo/registry/registry";
import { benchOffline } from "./offline.bench";

test("every offline tool answers with a p50 under 5 ms", () => {
  const rows = benchOffline(200);
  console.table(rows);
  expect(rows.map((r) => r.tool)).toEqual(toolIds());
  for (const r of rows) expect(r.p50Ms).toBeLessThan(5);
});
