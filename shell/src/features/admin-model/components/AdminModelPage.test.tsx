/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminToolModel, AdminToolModelTest } from "@seo/contracts/modelEngine";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, testUser } from "../../../testing/render";
import { ADMIN_MODEL_TEXTS, AdminModelPage } from "./AdminModelPage";

const admin = { ...testUser, isAdmin: true };
const model = {
  engine: "model" as const,
  model: "qwen2.5:7b-instruct",
  baseUrlHost: "localhost:11434",
  fallback: true,
  timeoutMs: 20000,
};
const offline = { engine: "offline" as const, model: null, baseUrlHost: null, fallback: true, timeoutMs: 20000 };
const tools: AdminToolModel[] = [
  { id: "alpha", title: "Alpha", settings: model },
  { id: "beta", title: "Beta", settings: offline },
  { id: "gamma", title: "Gamma", settings: null, error: "Gamma service is unavailable" },
];
const report = (patch: Partial<NonNullable<AdminToolModelTest["report"]>> = {}) => ({
  ok: true,
  model: model.model,
  baseUrlHost: model.baseUrlHost,
  latencyMs: 812.4,
  structuredOutput: "ok" as const,
  ...patch,
});

const card = (name: string) => screen.getByRole("region", { name });

beforeEach(() => localStorage.setItem("sessionId", "s1"));
afterEach(() => localStorage.clear());

it("shows each tool's engine, the way to connect a model, and a service that did not answer", async () => {
  mockFetch({ "GET /api/admin/model": { body: { tools } } });
  renderWithApp(<AdminModelPage />, { route: "/admin/model", path: "/admin/model", user: admin });
  expect(await screen.findByText("Model: qwen2.5:7b-instruct @ localhost:11434")).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ADMIN_MODEL_TEXTS.title);
  expect(screen.getByText(/Set OPENAI_BASE_URL and OPENAI_MODEL .* restart: see README › Connect a model/)).toBeInTheDocument();
  expect(within(card("Beta")).getByText("Offline draft")).toBeInTheDocument();
  expect(within(card("Beta")).getByRole("button", { name: ADMIN_MODEL_TEXTS.test })).toBeDisabled();
  expect(within(card("Gamma")).getByRole("alert")).toHaveTextContent("Gamma service is unavailable");
  expect(within(card("Alpha")).getByText(/AI_FALLBACK on/)).toBeInTheDocument();
});

it("tests one tool's connection and shows latency and structured output", async () => {
  const fetch = mockFetch({
    "GET /api/admin/model": { body: { tools } },
    "POST /api/admin/model/test": { body: { tools: [{ id: "alpha", title: "Alpha", settings: model, report: report() }] } },
  });
  renderWithApp(<AdminModelPage />, { route: "/admin/model", path: "/admin/model", user: admin });
  const alpha = await screen.findByRole("region", { name: "Alpha" });
  await userEvent.click(within(alpha).getByRole("button", { name: ADMIN_MODEL_TEXTS.test }));
  await waitFor(() => expect(within(alpha).getByText("Connected")).toBeInTheDocument());
  expect(within(alpha).getByText("812 ms")).toBeInTheDocument();
  expect(within(alpha).getByText("works")).toBeInTheDocument();
  const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
  expect(JSON.parse(String(post?.[1]?.body))).toEqual({ tool: "alpha" });
});

it("tests every tool at once and says why one failed", async () => {
  mockFetch({
    "GET /api/admin/model": { body: { tools } },
    "POST /api/admin/model/test": {
      body: {
        tools: [
          {
            id: "alpha",
            title: "Alpha",
            settings: model,
            report: report({
              ok: false,
              structuredOutput: "failed",
              status: 404,
              error: 'model "qwen2.5:7b-instruct" not found (404)',
            }),
          },
          { id: "beta", title: "Beta", settings: offline, report: null },
          { id: "gamma", title: "Gamma", settings: null, report: null, error: "Gamma service did not answer in time" },
        ],
      },
    },
  });
  renderWithApp(<AdminModelPage />, { route: "/admin/model", path: "/admin/model", user: admin });
  await userEvent.click(await screen.findByRole("button", { name: ADMIN_MODEL_TEXTS.testAll }));
  const alpha = card("Alpha");
  await waitFor(() => expect(within(alpha).getByText("Failed")).toBeInTheDocument());
  expect(within(alpha).getByText('model "qwen2.5:7b-instruct" not found (404)')).toBeInTheDocument();
  expect(within(card("Gamma")).getByRole("alert")).toHaveTextContent("did not answer in time");
});

it("sends a user without admin rights to the dashboard", async () => {
  mockFetch({});
  renderWithApp(<AdminModelPage />, { route: "/admin/model", path: "/admin/model", user: testUser });
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
});
