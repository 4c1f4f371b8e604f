import { planRefusal } from "./planRefusal";

const refusal = (body: unknown) => new Error(`403: ${JSON.stringify(body)}`);

describe("planRefusal", () => {
  it("reads the server's workflow refusal", () => {
    expect(
      planRefusal(
        refusal({ error: "The workflow is part of the Pro plan", code: "WORKFLOW_NOT_IN_PLAN", redirectTo: "/pricing" }),
      ),
    ).toEqual({ message: "The workflow is part of the Pro plan", redirectTo: "/pricing" });
  });

  it("falls back to /pricing for a missing or off-site redirect", () => {
    expect(planRefusal(refusal({ code: "WORKFLOW_NOT_IN_PLAN" }))?.redirectTo).toBe("/pricing");
    expect(planRefusal(refusal({ code: "WORKFLOW_NOT_IN_PLAN", redirectTo: "//evil.example" }))?.redirectTo).toBe("/pricing");
    expect(planRefusal(refusal({ code: "WORKFLOW_NOT_IN_PLAN", redirectTo: "https://evil.example" }))?.redirectTo).toBe(
      "/pricing",
    );
  });

  it("ignores other errors", () => {
    expect(planRefusal(refusal({ error: "Forbidden", code: "TOOL_NOT_IN_PLAN" }))).toBeNull();
    expect(planRefusal(new Error('404: {"error":"Project not found"}'))).toBeNull();
    expect(planRefusal(new Error("403: Forbidden"))).toBeNull();
    expect(planRefusal("403")).toBeNull();
  });
});
