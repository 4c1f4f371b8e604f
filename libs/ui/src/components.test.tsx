/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "./AppProviders";
import { PRODUCT_NAME } from "./brand";
import { Button } from "./Button";
import { ProgressBar } from "./ProgressBar";
import { clearToasts, toast, toastAcrossReload, useToast } from "./toastStore";
import { ToolPage } from "./ToolPage";

afterEach(() => act(() => clearToasts()));

it("ToolPage prefixes the title with the product name and renders the tool card", () => {
  render(
    <AppProviders>
      <ToolPage title="Descripto" description="Write product copy" icon={<span>D</span>} gradient="descripto">
        <form aria-label="tool form" />
      </ToolPage>
    </AppProviders>,
  );
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`${PRODUCT_NAME} Descripto`);
  expect(screen.getByText("Write product copy")).toBeInTheDocument();
  expect(screen.getByRole("form", { name: "tool form" })).toBeInTheDocument();
});

it("Button shows a spinner and is disabled while busy", () => {
  render(
    <AppProviders>
      <Button busy>Signing in...</Button>
    </AppProviders>,
  );
  const button = screen.getByRole("button", { name: /Signing in/ });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute("aria-busy", "true");
});

it("ProgressBar exposes its value", () => {
  render(
    <AppProviders>
      <ProgressBar value={3} max={5} label="Weekly usage" />
    </AppProviders>,
  );
  const bar = screen.getByRole("progressbar", { name: "Weekly usage" });
  expect(bar).toHaveAttribute("aria-valuenow", "3");
  expect(bar).toHaveAttribute("aria-valuemax", "5");
});

function Raise() {
  const { toast: raise } = useToast();
  return <button onClick={() => raise({ title: "Second", variant: "destructive" })}>raise</button>;
}

it("shows one toast at a time: a new toast replaces the visible one", async () => {
  render(
    <AppProviders>
      <Raise />
    </AppProviders>,
  );
  act(() => {
    toast({ title: "First", description: "one" });
  });
  expect(await screen.findByText("First")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "raise" }));
  expect(await screen.findByText("Second")).toBeInTheDocument();
  expect(screen.queryByText("First")).not.toBeInTheDocument();
});

it("the toast viewport comes with the first toast and answers the F8 hotkey", async () => {
  render(<AppProviders>x</AppProviders>);
  // Nothing to announce yet: the viewport's code is not loaded with the page.
  expect(screen.queryByRole("region", { name: /F8/ })).not.toBeInTheDocument();
  act(() => {
    toast({ title: "Saved" });
  });
  expect(await screen.findByRole("region", { name: /F8/ })).toBeInTheDocument();
  expect(await screen.findByText("Saved")).toBeInTheDocument();
});

it("a toast raised across a full page load shows now and once more on the next page", async () => {
  act(() => {
    toastAcrossReload({ title: "Welcome back!", description: "You've been logged in successfully." });
  });
  act(() => clearToasts()); // the old page is gone
  const next = render(<AppProviders>next page</AppProviders>);
  expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
  expect(screen.getByText("You've been logged in successfully.")).toBeInTheDocument();
  next.unmount();
  act(() => clearToasts());
  render(<AppProviders>a later page</AppProviders>);
  expect(screen.queryByText("Welcome back!")).not.toBeInTheDocument();
});
