// Render helper for shell component tests: the suite's providers, a memory router and a fresh
// query client with the suite's defaults (optionally pre-seeded with the user and subscription).
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type { SubscriptionInfo, User } from "@seo/contracts/auth";
import { registry, type Registry } from "@seo/registry/registry";
import { fixtureCapabilities } from "@seo/registry/testing/capabilitiesFixture";
import { AppProviders } from "@seo/ui/AppProviders";
import { SUBSCRIPTION_QUERY_KEY, USER_QUERY_KEY } from "@seo/ui/api";
import { createQueryClient } from "@seo/ui/queryClient";

export interface RenderWithAppOptions extends Omit<RenderOptions, "wrapper"> {
  route?: string;
  /** When given, routes under test are declared here (path → element). */
  path?: string;
  user?: User | null;
  subscription?: SubscriptionInfo | null;
}

/** Shows the router's current location, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderWithApp(
  ui: ReactElement,
  { route = "/", path, user, subscription, ...options }: RenderWithAppOptions = {},
) {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(USER_QUERY_KEY, user);
  if (subscription !== undefined) queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, subscription);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        ) : (
          ui
        )}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, queryClient };
}

export const testUser: User = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  selectedTool: null,
  isAdmin: false,
};

/**
 * A subscription answer as the BFF sends it. Unless the patch brings its own capabilities, they are
 * the server's answer for the patch's plan (a fixture: the rules themselves live in the BFF's
 * planAccess and are tested there).
 */
export function subscriptionOf(patch: Partial<SubscriptionInfo>, r: Registry = registry): SubscriptionInfo {
  const base = {
    hasAccess: false,
    plan: null,
    selectedTool: null,
    generationsUsed: 0,
    generationsRemaining: 0,
    weeklyResetDate: null,
    ...patch,
  };
  return { ...base, capabilities: patch.capabilities ?? fixtureCapabilities(base, r) };
}
