// `npm run eval:model` and `npm run model:test` as an operator runs them (child processes), against
// the fake OpenAI-compatible server: it answers every tool's request in the request's own JSON
// schema, so the run goes end to end and the quality checks (rightly) fail its answers.
import { execFile } from "node:child_process";
import path from "node:path";
import { FACTS_ONLY_RULE } from "@seo/ai/openai/promptParts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "@seo/ai/testing/fakeOpenAIServer";

jest.setTimeout(120_000);

const root = path.resolve(__dirname, "..");
let fake: FakeOpenAIServer;
beforeAll(async () => {
  fake = await startFakeOpenAIServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

/** The environment without any model setting of the developer's. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test" };
  for (const name of Object.keys(env)) if (/^(OPENAI_|AI_FALLBACK)/.test(name)) delete env[name];
  return { ...env, ...extra };
}

/** Runs a script without blocking this process (the fake server answers from here). */
function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, "scripts", script), ...args],
      { cwd: root, env: cleanEnv(env), maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const modelEnv = () => ({ OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "fake-model-1", OPENAI_MAX_RETRIES: "0" });

describe("npm run eval:model", () => {
  it("runs a tool's corpus through the model and prints the bench's table, the model and its latency", async () => {
    fake.reply({ fromSchema: true });
    const r = await run("eval-model.mjs", ["--tool=descripto", "--limit=3"], modelEnv());
    const host = new URL(fake.baseURL).host;
    expect(r.stdout).toContain(`Model: fake-model-1 @ ${host}`);
    expect(r.stdout).toMatch(/structured output\s+ok/);
    // The bench's table: tool, total, passed, rate; the schema-shaped answers keep no fact, so they fail.
    expect(r.stdout).toMatch(/│ tool\s+│ total\s+│ passed\s+│ rate\s+│/);
    expect(r.stdout).toMatch(/'descripto'\s+│ 3\s+│ 0\s+│ '0\.0%'/);
    expect(r.stdout).toMatch(/entity: /);
    // Latency per corpus: three model calls, none failed.
    expect(r.stdout).toMatch(/'descripto'\s+│ 3\s+│ \d+\s+│ \d+\s+│ 0\s+│/);
    expect(r.code).toBe(1);
    // One connection check, then one structured-output request per input, with the service's prompt.
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests.slice(1).map((r) => r.body.response_format.json_schema.name)).toEqual(
      Array(3).fill("descripto_response"),
    );
    // The service's own prompt, with the rules the offline engines keep too.
    expect(fake.requests[1]!.body.messages[0].content).toContain(FACTS_ONLY_RULE);
  });

  it("counts an answer that is not JSON as a failed input (no offline fallback)", async () => {
    fake.reply((req) =>
      req.body.response_format.json_schema.name === "connection_check"
        ? { content: JSON.stringify({ ok: true, word: "ready" }) }
        : { content: "Here is a lovely description of your kettle!" },
    );
    const r = await run("eval-model.mjs", ["--tool=descripto", "--limit=2"], modelEnv());
    expect(r.stdout).toMatch(/'descripto'\s+│ 2\s+│ 0\s+│ '0\.0%'/);
    expect(r.stdout).toContain("model: AI provider failed: answer is not JSON");
    expect(r.stdout).toMatch(/'descripto'\s+│ 2\s+│ \d+\s+│ \d+\s+│ 2\s+│/);
    expect(r.code).toBe(1);
  });

  it("stops with exit 1 and the variables to set when no model is configured, or when the server cannot be reached", async () => {
    const none = await run("eval-model.mjs", ["--tool=descripto"], {});
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/No model is configured/);
    expect(none.stderr).toMatch(/OPENAI_BASE_URL/);
    expect(none.stderr).toMatch(/OPENAI_API_KEY/);

    fake.reply({ status: 401, body: { error: { message: "Incorrect API key provided: sk-wrong" } } });
    const refused = await run("eval-model.mjs", ["--tool=descripto"], { ...modelEnv(), OPENAI_API_KEY: "sk-wrong-key-123" });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/refused the API key \(401\)/);
    expect(refused.stdout + refused.stderr).not.toContain("sk-wrong");
    expect(fake.requests).toHaveLength(1);
  });

  it("refuses an unknown tool or option", async () => {
    const r = await run("eval-model.mjs", ["--tool=nope"], modelEnv());
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/No tool nope/);
  });
});

describe("npm run model:test", () => {
  it("reports the model, server, latency and structured output; exit 0 when it works", async () => {
    fake.reply({ fromSchema: true });
    const r = await run("model-test.mjs", [], modelEnv());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/model\s+fake-model-1/);
    expect(r.stdout).toContain(new URL(fake.baseURL).host);
    expect(r.stdout).toMatch(/latency\s+\d+ ms/);
    expect(r.stdout).toMatch(/structured output\s+ok/);
  });

  it("exits 1 and says why when the answer is not JSON, and prints JSON with --json", async () => {
    fake.reply({ content: "I am ready!" });
    const r = await run("model-test.mjs", ["--json"], modelEnv());
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, structuredOutput: "invalid_answer", model: "fake-model-1" });
  });
});
