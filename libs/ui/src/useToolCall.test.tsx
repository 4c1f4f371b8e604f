/** @jest-environment jsdom */
// Where a generation was made reaches the BFF once, from here: a workflow step's call carries
// X-Generation-Source: workflow, a tool page's does not (the history stores "page" for it).
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { GENERATION_SOURCE_HEADER } from "@seo/contracts/history";
import { AppProviders } from "./AppProviders";
import { apiRequest } from "./api";
import { createQueryClient } from "./queryClient";
import { mockFetch } from "./testing/fetchMock";
import type { ToolScreen } from "./ToolForm";
import { useToolCall } from "./useToolCall";

// Like every tool's call function: the request first, then its answer.
async function generate(input: { topic: string }) {
  const res = await apiRequest("POST", "/api/hookgenie", input);
  return (await res.json()) as { result: string };
}

function wrapper({ children }: { children: ReactNode }) {
  return <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>;
}

async function callFrom(screen: ToolScreen) {
  const { calls } = mockFetch({ "POST /api/hookgenie": { body: { result: "ok" } } });
  const { result } = renderHook(() => useToolCall({ call: generate, screen, failure: "Failed" }), { wrapper });
  act(() => result.current.mutate({ topic: "shoes" }));
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return calls.filter((c) => c.path === "/api/hookgenie");
}

beforeEach(() => localStorage.setItem("sessionId", "s1"));
afterEach(() => jest.restoreAllMocks());

it("a workflow step's tool call says it comes from the workflow", async () => {
  const [call] = await callFrom("workflow");
  expect(call!.headers[GENERATION_SOURCE_HEADER]).toBe("workflow");
  expect(call!.body).toEqual({ topic: "shoes" });
});

it("a tool page's call does not, and neither does a request sent after a workflow step's", async () => {
  await callFrom("workflow");
  const [call] = await callFrom("page");
  expect(call!.headers).not.toHaveProperty(GENERATION_SOURCE_HEADER);
  const { calls } = mockFetch({ "GET /api/other": { body: {} } });
  await apiRequest("GET", "/api/other");
  expect(calls[0]!.headers).not.toHaveProperty(GENERATION_SOURCE_HEADER);
});
