import { WORKFLOW_STEPS } from "@seo/contracts/constants";
import data from "../registry.json";
import { registry, services, remotes, toolIds, workflowTools } from "./registry";
import { parseRegistry } from "./schema";
import { FIFTH_TOOL_ENTRY, registryWithFifthTool } from "./testing/fifthTool";

describe("the tool registry", () => {
  it("is valid as checked in (the browser reads it without validating it)", () => {
    // Parsing changes nothing (no defaults, no trimming): what the browser reads is what was checked.
    const { $comment: _comment, ...entries } = data;
    expect(parseRegistry(data)).toEqual(entries);
  });

  it("lists the four tools, their services on distinct ports and the workflow in step order", () => {
    expect(toolIds()).toEqual(["descripto", "hookgenie", "trendspy", "seosnapshot"]);
    expect(services().map((s) => s.port)).toEqual([4101, 4102, 4103, 4104, 4105, 4106]);
    expect(remotes().map((r) => r.name)).toEqual(["descripto", "hookgenie", "trendspy", "seosnapshot", "workflow"]);
    expect(workflowTools().map((t) => t.id)).toEqual(["trendspy", "descripto", "hookgenie", "seosnapshot"]);
  });

  it("orders the workflow's tools as the workflow contract orders its steps", () => {
    expect(workflowTools().map((t) => t.id)).toEqual([...WORKFLOW_STEPS]);
  });

  it("refuses an entry that collides with another tool's route or port", () => {
    const first = registry.tools[0]!;
    const clash = {
      ...first,
      id: "fifth",
      remote: { ...first.remote, name: "fifth" },
      service: { ...first.service, name: "fifth", port: 4199 },
    };
    expect(() => parseRegistry({ ...data, tools: [...registry.tools, clash] })).toThrow(/duplicate route/);
  });

  it("refuses a history summary that reads outside the entry's input and output, or reads nothing", () => {
    const withHistory = (history: object) => ({ ...data, tools: [{ ...registry.tools[0]!, history }] });
    expect(() => parseRegistry(withHistory({ title: "{input.productName}", preview: ["{output.result}"] }))).not.toThrow();
    expect(() => parseRegistry(withHistory({ title: "{user.email}", preview: ["{output.result}"] }))).toThrow();
    expect(() => parseRegistry(withHistory({ title: "{input.productName}", preview: ["plain text"] }))).toThrow();
    expect(() => parseRegistry(withHistory({ title: "{input.productName}", preview: [] }))).toThrow();
  });

  it("refuses an entry with an unknown plan or export format", () => {
    const bad = { ...registry.tools[0]!, plans: ["gold"] };
    expect(() => parseRegistry({ ...data, tools: [bad] })).toThrow();
  });
});

describe("what the registry tells the BFF and the shell", () => {
  it("names the plans of the workflow (pro, all and admin) and refuses an unknown one", () => {
    expect(registry.apps.find((a) => a.id === "workflow")?.plans).toEqual(["pro", "all", "admin"]);
    const apps = registry.apps.map((a) => (a.id === "workflow" ? { ...a, plans: ["gold"] } : a));
    expect(() => parseRegistry({ ...data, apps })).toThrow();
  });

  it("accepts a fifth tool described by its entry alone, after the others in workflow order", () => {
    const r = registryWithFifthTool({ workflowStep: 5, workflowTask: "meta tags" });
    expect(toolIds(r)).toEqual(["descripto", "hookgenie", "trendspy", "seosnapshot", FIFTH_TOOL_ENTRY.id]);
    expect(workflowTools(r).at(-1)?.id).toBe(FIFTH_TOOL_ENTRY.id);
    expect(services(r).map((s) => s.name)).toContain(FIFTH_TOOL_ENTRY.service.name);
  });
});
