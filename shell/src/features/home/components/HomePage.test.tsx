/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { renderWithApp, subscriptionOf, testUser } from "../../../testing/render";
import { HomePage } from "./HomePage";

function renderHome(sub: ReturnType<typeof subscriptionOf> | null, user = testUser) {
  return renderWithApp(<HomePage user={user} subscription={sub} subscriptionLoading={false} />, { route: "/", path: "/" });
}

it("without a plan: the banner, 'View Plans' and 'Choose Plan' cards to /pricing", () => {
  renderHome(subscriptionOf({ hasAccess: false, plan: null }));
  expect(screen.getByText("Choose a subscription plan to access your SEO tools")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  const choose = screen.getAllByRole("link", { name: /Choose Plan/ });
  expect(choose).toHaveLength(4);
  choose.forEach((l) => expect(l).toHaveAttribute("href", "/pricing"));
});

it("a single plan without access to the others: 'Get Started' for its tool, 'Upgrade Plan' for the rest", () => {
  // hasAccess false keeps the user on the home page (no redirect), as a lapsed single plan would.
  renderHome(subscriptionOf({ hasAccess: false, plan: "single", selectedTool: "hookgenie" }));
  const cards = screen.getAllByRole("link", { name: /Upgrade Plan/ });
  expect(cards).toHaveLength(4);
});

it("plan single with access opens only its selected tool", () => {
  jest.useFakeTimers();
  renderHome(subscriptionOf({ hasAccess: true, plan: "single", selectedTool: "hookgenie" }));
  expect(screen.getByRole("link", { name: /Get Started/ })).toHaveAttribute("href", "/hookgenie");
  expect(screen.getAllByRole("link", { name: /Upgrade Plan/ })).toHaveLength(3);
  jest.useRealTimers();
});

it("a user with access is sent to /dashboard about 100 ms after load", async () => {
  renderHome(subscriptionOf({ hasAccess: true, plan: "pro" }));
  expect(screen.queryByTestId("elsewhere")).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
});

it("a user without access stays on the home page", async () => {
  renderHome(subscriptionOf({ hasAccess: false }));
  await new Promise((r) => setTimeout(r, 200));
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
});
