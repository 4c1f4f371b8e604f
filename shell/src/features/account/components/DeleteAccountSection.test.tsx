/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, testUser } from "../../../testing/render";
import { DELETE_CONSEQUENCES, DeleteAccountSection } from "./DeleteAccountSection";
import { signedInAroundEachTest } from "../../../testing/appTestLifecycle";

signedInAroundEachTest();

function openDialog(onDeleted = jest.fn()) {
  renderWithApp(<DeleteAccountSection onDeleted={onDeleted} />, { route: "/account", user: testUser });
  return userEvent.click(screen.getByRole("button", { name: "Delete account" })).then(() => screen.getByRole("alertdialog"));
}

it("opens a dialog that says what deletion does, with the focus on the password", async () => {
  const dialog = await openDialog();
  expect(dialog).toHaveAccessibleName("Delete your account?");
  expect(dialog).toHaveAttribute("aria-modal", "true");
  expect(within(dialog).getByText(DELETE_CONSEQUENCES)).toBeInTheDocument();
  expect(DELETE_CONSEQUENCES).toMatch(/cancels any subscription at once.*projects.*history.*cannot be undone/);
  expect(within(dialog).getByLabelText("Password")).toHaveFocus();
});

it("needs the password and the typed word before anything is sent", async () => {
  const fetchMock = mockFetch({});
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  expect(await within(dialog).findByText("Current password is required")).toHaveAttribute("role", "alert");
  expect(within(dialog).getByText("Type DELETE to confirm", { selector: "[role=alert]" })).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText("Password"), "secret123");
  await userEvent.type(within(dialog).getByLabelText("Type DELETE to confirm"), "delete");
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  await waitFor(() => expect(within(dialog).queryByText("Current password is required")).not.toBeInTheDocument());
  expect(within(dialog).getByText("Type DELETE to confirm", { selector: "[role=alert]" })).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("Escape closes it and the focus returns to the button that opened it", async () => {
  await openDialog();
  await userEvent.keyboard("{Escape}");
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Delete account" })).toHaveFocus();
});

it("keeps Tab inside the dialog", async () => {
  const dialog = await openDialog();
  const deleteButton = within(dialog).getByRole("button", { name: "Delete my account" });
  deleteButton.focus();
  await userEvent.tab();
  expect(within(dialog).getByLabelText("Password")).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(deleteButton).toHaveFocus();
});

it("a wrong password comes back on the password field", async () => {
  mockFetch({
    "POST /api/account/delete": {
      status: 400,
      body: { success: false, error: "Password is incorrect", issues: [{ path: "password", message: "Password is incorrect" }] },
    },
  });
  const onDeleted = jest.fn();
  const dialog = await openDialog(onDeleted);
  await userEvent.type(within(dialog).getByLabelText("Password"), "wrong-one");
  await userEvent.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  expect(await within(dialog).findByText("Password is incorrect")).toHaveAttribute("role", "alert");
  expect(onDeleted).not.toHaveBeenCalled();
});

it("with both, deletes the account and hands over to the app", async () => {
  const fetchMock = mockFetch({ "POST /api/account/delete": { body: { success: true, message: "Your account was deleted." } } });
  const onDeleted = jest.fn();
  const dialog = await openDialog(onDeleted);
  await userEvent.type(within(dialog).getByLabelText("Password"), "secret123");
  await userEvent.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ password: "secret123", confirmation: "DELETE" });
});
