/** @jest-environment jsdom */
// A tool is data (docs/decisions/0001-one-registry-of-tools.md): a fifth tool registered from its registry entry alone gets its route (the
// remote module its entry names), its dashboard card and its place in the Single Tool plan's checkout,
// with nothing else changed in the shell.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadRemote } from "@module-federation/enhanced/runtime";
import { FIFTH_TOOL_ENTRY, registryWithFifthTool } from "@seo/registry/testing/fifthTool";
import { RegistryProvider } from "../lib/registry";
import { catalogueOf } from "../testing/billing";
import { resetAppAroundEachTest } from "../testing/appTestLifecycle";
import { signedIn } from "../testing/appRoutes";
import { mockFetch } from "../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../testing/render";
import { CheckoutPage } from "../features/checkout/components/CheckoutPage";
import { DashboardPage } from "../features/dashboard/components/DashboardPage";
import { AppRoutes } from "./AppRoutes";

jest.mock("@module-federation/enhanced/runtime", () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const registry = registryWithFifthTool();

resetAppAroundEachTest();

it("its route renders the remote module its registry entry names, signed in and signed out", async () => {
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));
  mockFetch({
    "/api/auth/user": { status: 401 },
    "/remotes.json": { body: { [FIFTH_TOOL_ENTRY.remote.name]: "/remotes/metamagic/mf-manifest.json" } },
  });
  const { unmount } = renderWithApp(
    <RegistryProvider registry={registry}>
      <AppRoutes />
    </RegistryProvider>,
    { route: FIFTH_TOOL_ENTRY.route },
  );
  expect(await screen.findByRole("heading", { name: "mfe_metamagic/MetaMagicPage" }, { timeout: 5000 })).toBeInTheDocument();
  unmount();

  signedIn(subscriptionOf({ hasAccess: true, plan: "pro" }, registry), {
    "/remotes.json": { body: { [FIFTH_TOOL_ENTRY.remote.name]: "/remotes/metamagic/mf-manifest.json" } },
  });
  renderWithApp(
    <RegistryProvider registry={registry}>
      <AppRoutes />
    </RegistryProvider>,
    { route: FIFTH_TOOL_ENTRY.route },
  );
  expect(await screen.findByRole("heading", { name: "mfe_metamagic/MetaMagicPage" }, { timeout: 5000 })).toBeInTheDocument();
});

it("the dashboard shows its card, open or locked as the server's capabilities say", () => {
  const dashboard = (sub: ReturnType<typeof subscriptionOf>) =>
    renderWithApp(
      <RegistryProvider registry={registry}>
        <DashboardPage user={testUser} subscription={sub} loading={false} onLogout={() => {}} />
      </RegistryProvider>,
    );
  const { unmount } = dashboard(subscriptionOf({ hasAccess: true, plan: "single", selectedTool: FIFTH_TOOL_ENTRY.id }, registry));
  const card = screen.getByTestId(`tool-card-${FIFTH_TOOL_ENTRY.id}`);
  expect(within(card).getByRole("heading", { name: FIFTH_TOOL_ENTRY.title })).toBeInTheDocument();
  expect(within(card).getByText(FIFTH_TOOL_ENTRY.description)).toBeInTheDocument();
  expect(within(card).getByRole("button", { name: "LAUNCH MetaMagic" })).toBeInTheDocument();
  expect(screen.getAllByRole("button", { name: /^UPGRADE REQUIRED/ })).toHaveLength(4);
  unmount();

  dashboard(subscriptionOf({ hasAccess: true, plan: "single", selectedTool: "trendspy" }, registry));
  expect(
    within(screen.getByTestId(`tool-card-${FIFTH_TOOL_ENTRY.id}`)).getByRole("button", { name: "UPGRADE REQUIRED MetaMagic" }),
  ).toBeInTheDocument();
});

it("the Single Tool plan's checkout offers it, and asks billing for it by id", async () => {
  const fetchMock = mockFetch({
    "GET /api/billing/plans": { body: catalogueOf() },
    "POST /api/create-subscription": { body: { clientSecret: "pi_test_secret", intent: "payment", plan: "single" } },
  });
  renderWithApp(
    <RegistryProvider registry={registry}>
      <CheckoutPage />
    </RegistryProvider>,
    { route: "/checkout?plan=single" },
  );
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Tool" }), FIFTH_TOOL_ENTRY.title);
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/create-subscription",
      expect.objectContaining({ body: JSON.stringify({ plan: "single", trial: false, selectedTool: FIFTH_TOOL_ENTRY.id }) }),
    ),
  );
});
