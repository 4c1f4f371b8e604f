/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { browserLocation } from "@seo/ui/browserLocation";
import { registry } from "@seo/registry/registry";
import { renderWithApp } from "../testing/render";
import { SiteRoutes } from "./SiteApp";
import { preloadSiteFor, SITE_PATHS } from "../app/signedOutPages";

beforeAll(() => Promise.all(SITE_PATHS.map((p) => preloadSiteFor(p))), 60_000);
beforeEach(() => {
  jest.spyOn(browserLocation, "replace").mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.removeAttribute("data-session");
  document.head.querySelectorAll("script").forEach((s) => s.remove());
});

it("serves the prerendered pages itself, linking between them without a page load", async () => {
  renderWithApp(<SiteRoutes />, { route: "/", user: null });
  await userEvent.click(screen.getAllByRole("link", { name: "Sign In" })[0]!);
  expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/);
  expect(browserLocation.replace).not.toHaveBeenCalled();
});

it("hands a path outside the site (a tool's Try Free, the dashboard) to the whole shell with a page load", async () => {
  const tool = registry.tools[0]!;
  renderWithApp(<SiteRoutes />, { route: `${tool.route}?from=landing`, user: null });
  await waitFor(() => expect(browserLocation.replace).toHaveBeenCalledWith(`${tool.route}?from=landing`));
});

it("starts the whole shell instead of hydrating when a session is stored", async () => {
  document.documentElement.setAttribute("data-session", "");
  jest.isolateModules(() => {
    require("./index");
  });
  const scripts = [...document.head.querySelectorAll("script")].map((s) => s.getAttribute("src"));
  expect(scripts).toEqual(["/main.js"]);
});
