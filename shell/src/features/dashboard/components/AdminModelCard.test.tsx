/** @jest-environment jsdom */
// Admins find the model engine page from their dashboard; nobody else sees the way there.
import { screen } from "@testing-library/react";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../../../testing/render";
import { DashboardPage } from "./DashboardPage";

const adminPlan = subscriptionOf({ hasAccess: true, plan: "admin", generationsRemaining: -1 });

afterEach(() => localStorage.clear());

it("links an admin's dashboard to Admin › Model", () => {
  mockFetch({});
  renderWithApp(
    <DashboardPage user={{ ...testUser, isAdmin: true }} subscription={adminPlan} loading={false} onLogout={jest.fn()} />,
    {
      route: "/dashboard",
      path: "/dashboard",
    },
  );
  expect(screen.getByTestId("admin-model-card")).toHaveTextContent("Admin › Model");
  expect(screen.getByRole("link", { name: "Model engine" })).toHaveAttribute("href", "/admin/model");
});

it("shows no such link to anyone else", () => {
  mockFetch({});
  const pro = subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 });
  renderWithApp(<DashboardPage user={testUser} subscription={pro} loading={false} onLogout={jest.fn()} />, {
    route: "/dashboard",
    path: "/dashboard",
  });
  expect(screen.queryByTestId("admin-model-card")).toBeNull();
});
