/** @jest-environment jsdom */
// The e-mail links' pages are prerendered without their ?token= (the build knows none): the HTML a
// link opens must hydrate without a mismatch, then the page reads its token.
import { act, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, StaticRouter } from "react-router-dom";
import { LINK_INVALID_MESSAGE } from "@seo/contracts/account";
import { USER_QUERY_KEY } from "@seo/ui/api";
import { AppProviders } from "@seo/ui/AppProviders";
import { createQueryClient } from "@seo/ui/queryClient";
import { preloadSiteFor } from "../app/signedOutPages";
import { mockFetch } from "../testing/mockFetch";
import { SiteRoutes } from "./SiteApp";

const TOKEN = "e".repeat(43);

function signedOutClient() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  return queryClient;
}

/** The build's HTML for `pathname`, hydrated at `url`; the errors React recovered from. */
async function openLink(pathname: string, url: string) {
  await preloadSiteFor(pathname);
  const html = renderToString(
    <AppProviders queryClient={signedOutClient()}>
      <StaticRouter location={pathname}>
        <SiteRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  // Before hydration the browser would submit the form itself (fields in the URL): no enabled submit.
  const submits = [...container.querySelectorAll<HTMLButtonElement>("form button[type=submit]")];
  expect(submits.filter((b) => !b.disabled)).toEqual([]);
  const recovered: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppProviders queryClient={signedOutClient()}>
        <MemoryRouter initialEntries={[url]}>
          <SiteRoutes />
        </MemoryRouter>
      </AppProviders>,
      { onRecoverableError: (error) => recovered.push(error) },
    );
  });
  return { recovered, unmount: () => act(() => root.unmount()) };
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

it("a reset link hydrates the prerendered form, then keeps it for a well-formed token", async () => {
  mockFetch({});
  const { recovered, unmount } = await openLink("/reset-password", `/reset-password?token=${TOKEN}`);
  expect(recovered).toEqual([]);
  expect(screen.getByLabelText("New password")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Set new password" })).toBeEnabled();
  unmount();
});

it("a reset link without its token hydrates, then says the link is invalid", async () => {
  mockFetch({});
  const { recovered, unmount } = await openLink("/reset-password", "/reset-password");
  expect(recovered).toEqual([]);
  expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID_MESSAGE);
  unmount();
});

it("a confirmation link hydrates 'Confirming...', then confirms", async () => {
  mockFetch({ "POST /api/auth/verify-email": { body: { success: true } } });
  const { recovered, unmount } = await openLink("/verify-email", `/verify-email?token=${TOKEN}`);
  expect(recovered).toEqual([]);
  expect(await screen.findByText("Your e-mail is confirmed.")).toBeInTheDocument();
  unmount();
});

it("an unsubscribe link hydrates with its button, which then works", async () => {
  mockFetch({});
  const { recovered, unmount } = await openLink("/unsubscribe", `/unsubscribe?token=${TOKEN}`);
  expect(recovered).toEqual([]);
  expect(await screen.findByRole("button", { name: "Unsubscribe from product e-mails" })).toBeEnabled();
  unmount();
});
