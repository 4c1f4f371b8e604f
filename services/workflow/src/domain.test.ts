import {
  applyUpdate,
  canUseWorkflow,
  decodeCursor,
  encodeCursor,
  oversizedProject,
  oversizedStepField,
  parseProjectId,
  parseUserId,
  progressOf,
  toClientProject,
  type ProjectRow,
} from "./domain";

const row = (over: Partial<ProjectRow> = {}): ProjectRow => ({
  id: 7,
  userId: 3,
  projectName: "Dog food launch",
  status: "in_progress",
  currentStep: "trendspy",
  trendspyData: null,
  descriptoData: null,
  hookgenieData: null,
  seosnapshotData: null,
  createdAt: new Date("2026-01-01T10:00:00Z"),
  updatedAt: new Date("2026-01-02T10:00:00Z"),
  ...over,
});
const json = (v: unknown) => JSON.stringify(v);
/** Every step's data saved. */
const ALL_STEPS_SAVED = { trendspyData: "{}", descriptoData: "{}", hookgenieData: "{}", seosnapshotData: "{}" };

describe("progressOf", () => {
  it("starts at trendspy with nothing filled", () => {
    expect(progressOf(row())).toEqual({ completedSteps: [], filled: 0, total: 4, nextStep: "trendspy" });
  });

  it("names the first empty step as next, even after a later one", () => {
    const p = progressOf(row({ trendspyData: json({ niche: "dogs" }), hookgenieData: json({ topic: "x" }) }));
    expect(p.filled).toBe(2);
    expect(p.nextStep).toBe("descripto");
    expect(p.completedSteps).toEqual(["trendspy", "hookgenie"]);
  });

  it("treats empty and 'null' strings as empty", () => {
    expect(progressOf(row({ trendspyData: "", descriptoData: "null" })).filled).toBe(0);
  });

  it("is completed when all four are filled", () => {
    const p = progressOf(row(ALL_STEPS_SAVED));
    expect(p).toMatchObject({ filled: 4, nextStep: "completed" });
  });
});

describe("applyUpdate", () => {
  it("maps the wire name seosnapshhotData to the column seosnapshotData", () => {
    const changes = applyUpdate(row(), { seosnapshhotData: json({ title: "t" }) });
    expect(changes.seosnapshotData).toBe(json({ title: "t" }));
    expect(changes).not.toHaveProperty("seosnapshhotData");
  });

  it("saves a step and moves on to the step the client asks for", () => {
    const changes = applyUpdate(row(), { trendspyData: json({ niche: "dogs" }), currentStep: "descripto" });
    expect(changes).toMatchObject({ status: "in_progress", currentStep: "descripto", trendspyData: json({ niche: "dogs" }) });
  });

  it("never lets currentStep skip past the first empty step", () => {
    const changes = applyUpdate(row(), { trendspyData: "{}", currentStep: "seosnapshot" });
    expect(changes.currentStep).toBe("descripto");
  });

  it("allows going back to an earlier step", () => {
    const current = row({ trendspyData: "{}", descriptoData: "{}", currentStep: "hookgenie" });
    expect(applyUpdate(current, { currentStep: "trendspy" }).currentStep).toBe("trendspy");
  });

  it("completes the project when the last data arrives, whatever status was sent", () => {
    const current = row({ trendspyData: "{}", descriptoData: "{}", hookgenieData: "{}", currentStep: "seosnapshot" });
    const changes = applyUpdate(current, { seosnapshhotData: "{}", status: "in_progress" });
    expect(changes).toMatchObject({ status: "completed", currentStep: "completed" });
  });

  it("does not accept completed while data is missing", () => {
    const changes = applyUpdate(row({ trendspyData: "{}" }), { status: "completed", currentStep: "completed" });
    expect(changes).toMatchObject({ status: "in_progress", currentStep: "descripto" });
  });

  it("reopens a completed project when a step's data is cleared", () => {
    const done = row({ ...ALL_STEPS_SAVED, status: "completed", currentStep: "completed" });
    expect(applyUpdate(done, { hookgenieData: null })).toMatchObject({ status: "in_progress", currentStep: "hookgenie" });
  });

  it("keeps fields that were not sent and renames when asked", () => {
    const changes = applyUpdate(row({ trendspyData: '{"a":1}' }), { projectName: "Renamed" });
    expect(changes).toMatchObject({ projectName: "Renamed", trendspyData: '{"a":1}', currentStep: "trendspy" });
  });
});

describe("toClientProject", () => {
  it("uses the client's wire names and ISO dates, with progress", () => {
    const p = toClientProject(row({ seosnapshotData: "{}" }));
    expect(p).toMatchObject({
      id: 7,
      seosnapshhotData: "{}",
      createdAt: "2026-01-01T10:00:00.000Z",
      progress: { filled: 1, nextStep: "trendspy" },
    });
    expect(p).not.toHaveProperty("seosnapshotData");
    expect(p).not.toHaveProperty("userId");
  });
});

describe("access", () => {
  it("opens the workflow to pro, all and admin only", () => {
    expect(["pro", "all", "admin"].every(canUseWorkflow)).toBe(true);
    expect(["starter", "single", ""].some(canUseWorkflow)).toBe(false);
  });

  it("parses numeric ids only", () => {
    expect(parseUserId("42")).toBe(42);
    expect(parseUserId("anon:abc")).toBeUndefined();
    expect(parseProjectId("12")).toBe(12);
    expect(parseProjectId("12abc")).toBeUndefined();
    expect(parseProjectId("99999999999")).toBeUndefined();
  });
});

describe("list cursors", () => {
  it("round-trips a position and refuses anything it did not write", () => {
    const at = { createdAt: new Date("2026-02-01T10:00:00.123Z"), id: 42 };
    expect(decodeCursor(encodeCursor(at))).toEqual(at);
    const b64 = (text: string) => Buffer.from(text).toString("base64url");
    for (const bad of [
      "",
      "!!",
      b64("2026-02-01T10:00:00.123Z|0"),
      b64("2026-02-30T10:00:00.000Z|1"),
      b64("yesterday|1"),
      b64("2026-02-01T10:00:00.123Z|1|2"),
    ]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
  });
});

describe("storage caps", () => {
  const limits = { stepDataMaxBytes: 100, projectDataMaxBytes: 250 };
  const text = (bytes: number) => "x".repeat(bytes);

  it("names the first step field over the per-step cap, counting UTF-8 bytes", () => {
    expect(oversizedStepField({ trendspyData: text(100) }, limits)).toBeUndefined();
    expect(oversizedStepField({ descriptoData: "é".repeat(51) }, limits)).toMatchObject({ field: "descriptoData", code: "step" });
    expect(oversizedStepField({ seosnapshhotData: text(101) }, limits)?.field).toBe("seosnapshhotData");
    expect(oversizedStepField("not an object", limits)).toBeUndefined();
  });

  it("refuses growth past the per-project cap but lets an oversized project shrink", () => {
    const current = row({ trendspyData: text(100), descriptoData: text(100) });
    const grow = applyUpdate(current, { hookgenieData: text(100) });
    expect(oversizedProject(current, grow, { hookgenieData: text(100) }, limits)).toMatchObject({
      field: "hookgenieData",
      code: "project",
    });
    const big = row({ trendspyData: text(100), descriptoData: text(100), hookgenieData: text(100) });
    const shrink = applyUpdate(big, { hookgenieData: text(10) });
    expect(oversizedProject(big, shrink, { hookgenieData: text(10) }, limits)).toBeUndefined();
  });
});
