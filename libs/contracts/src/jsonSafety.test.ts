import { findUnsafeJson, MAX_JSON_DEPTH, unsafeJsonBody } from "./jsonSafety";

const nested = (depth: number) => {
  let v: unknown = "leaf";
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

describe("findUnsafeJson", () => {
  it("passes ordinary payloads, emoji and non-Latin text included", () => {
    expect(findUnsafeJson({ productName: "Café ☕ 🚀", features: ["日本語", "Größe"], n: 3, ok: true, none: null })).toBeNull();
  });

  it("names the field holding a null character", () => {
    expect(findUnsafeJson({ firstName: "Ada\u0000" })).toEqual({
      path: "firstName",
      message: "must not contain a null character",
    });
    expect(findUnsafeJson({ list: ["ok", "b\u0000d"] })?.path).toBe("list[1]");
  });

  it("names the field holding a lone surrogate, either half", () => {
    expect(findUnsafeJson({ projectName: "x\uD83D" })?.path).toBe("projectName");
    expect(findUnsafeJson({ a: { b: "\uDE80y" } })?.path).toBe("a.b");
    expect(findUnsafeJson({ ok: "\uD83D\uDE80" })).toBeNull();
  });

  it("checks keys too", () => {
    expect(findUnsafeJson({ "bad\u0000key": 1 })?.message).toBe("must not contain a null character");
  });

  it("refuses nesting deeper than the limit without overflowing the stack", () => {
    expect(findUnsafeJson(nested(MAX_JSON_DEPTH - 1))).toBeNull();
    expect(findUnsafeJson(nested(MAX_JSON_DEPTH + 1))?.message).toMatch(/nested too deeply/);
    expect(findUnsafeJson(nested(100_000))?.message).toMatch(/nested too deeply/);
  });

  it("builds a 400 body naming the field", () => {
    expect(unsafeJsonBody({ path: "firstName", message: "must not contain a null character" })).toEqual({
      error: "Invalid firstName: must not contain a null character",
      issues: [{ path: "firstName", message: "must not contain a null character" }],
    });
  });
});
