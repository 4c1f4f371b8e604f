// What every tool's engine test sets up to drive its model path through the real `openai` SDK: a
// local OpenAI-compatible server for the file's tests, a config that points the model client at it
// (short timeout, no retries) and a logger that stays quiet. Call it at the top of a test file.
import { loadConfig } from "@seo/config/env";
import type { EngineLogger } from "@seo/ai/engine";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "@seo/ai/testing/fakeOpenAIServer";

export interface FakeModel {
  /** The running server (set before the file's first test). */
  readonly server: FakeOpenAIServer;
  /** A config whose model client talks to the server (`env` adds or overrides settings). */
  openaiConfig(env?: Record<string, string>): ReturnType<typeof loadConfig>;
  /** A logger that drops everything. */
  quiet: EngineLogger;
}

export function useFakeModel(): FakeModel {
  let server: FakeOpenAIServer | undefined;
  beforeAll(async () => {
    server = await startFakeOpenAIServer();
  });
  afterAll(() => server?.close());
  const running = () => {
    if (!server) throw new Error("The fake model server starts in beforeAll; use it inside a test");
    return server;
  };
  return {
    get server() {
      return running();
    },
    openaiConfig: (env = {}) =>
      loadConfig({
        NODE_ENV: "test",
        OPENAI_API_KEY: "sk-test-key",
        OPENAI_BASE_URL: running().baseURL,
        OPENAI_MODEL: "fake-model-1",
        OPENAI_TIMEOUT_MS: "300",
        OPENAI_MAX_RETRIES: "0",
        ...env,
      }),
    quiet: { info: () => {}, warn: () => {} },
  };
}
