// A tool page test that opens the history: the BFF's answer for a stored entry (`?entry=<id>`) and
// for the id after it, which is gone; and what the page shows for the gone one.
import type { ReactElement } from "react";
import { screen } from "@testing-library/react";
import type { Route } from "./fetchMock";
import { renderPage } from "./renderToolPage";

/** How the entry was stored, when it matters to the test. */
interface Stored {
  source: "page" | "workflow" | "bulk";
  createdAt: string;
  starred: boolean;
}

/** Routes for entry `id` of `tool` (made on the page, unstarred, unless `stored` says otherwise) and a 404 for `id + 1`. */
export function historyEntryRoutes(
  id: number,
  tool: string,
  { input, output }: { input: unknown; output: unknown },
  stored: Partial<Stored> = {},
): Record<string, Route> {
  const { source = "page", createdAt = "2026-11-22T08:00:00.000Z", starred = false } = stored;
  return {
    [`GET /api/history/${id}`]: { body: { id, tool, source, createdAt, starred, input, output } },
    [`GET /api/history/${id + 1}`]: { status: 404, body: { error: "Not found" } },
  };
}

/** Opens a gone entry: the page says so and its form (`field` among it) starts empty. */
export async function expectMissingEntry(page: ReactElement, path: string, field: string) {
  renderPage(page, path);
  expect(await screen.findByText("This history entry no longer exists.")).toBeInTheDocument();
  expect(screen.getByLabelText(field)).toHaveValue("");
}
