/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense } from "react";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { LocationProbe } from "../testing/render";
import { useRedirectCheck } from "./useRedirectCheck";

function Dashboard() {
  useRedirectCheck(true, "/");
  return <Link to="/account">Account</Link>;
}

/** /dashboard redirects home; /account's page arrives when `release` is called. */
function renderRoutes() {
  let release: () => void = () => {};
  const Account = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        release = () => resolve({ default: () => <h1>Account page</h1> });
      }),
  );
  render(
    <MemoryRouter initialEntries={["/dashboard"]}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/account" element={<Account />} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { release: () => release() };
}

it("redirects after the delay when the user stays", async () => {
  renderRoutes();
  await screen.findByRole("heading", { name: "Home page" });
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
});

it("a link followed before the delay wins, even while its page is still loading", async () => {
  const user = userEvent.setup();
  const page = renderRoutes();
  await user.click(screen.getByRole("link", { name: "Account" }));
  // The account page's chunk is still on its way; the dashboard stays on screen past the delay.
  await new Promise((r) => setTimeout(r, 250));
  await act(async () => page.release());
  await screen.findByRole("heading", { name: "Account page" });
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/account"));
  await new Promise((r) => setTimeout(r, 150));
  expect(screen.getByTestId("location")).toHaveTextContent("/account");
});
