/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders, submittedValues, toolFormProps } from "@seo/ui/testing/toolTests";
import { HOOK_STYLES } from "@seo/hookgenie-contract";
import { HookGenieForm } from "./HookGenieForm";

const values = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => (o as HTMLOptionElement).value);

it("on the page, offers the union of types and styles, default style professional, and the channel's limit", async () => {
  const props = toolFormProps("page", "Generate Headlines");
  renderWithProviders(<HookGenieForm {...props} />);
  expect(values(screen.getByLabelText("Content Type"))).toEqual([
    "headline",
    "title",
    "h1",
    "subject_line",
    "social_media",
    "ad_copy",
  ]);
  // Every style the contract accepts, in its order.
  expect(values(screen.getByLabelText("Style"))).toEqual([...HOOK_STYLES]);
  expect(screen.getByLabelText("Style")).toHaveValue("professional");
  expect(screen.getByText("Up to 70 characters for this channel.")).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText("Content Type"), "subject_line");
  expect(screen.getByText("Up to 50 characters for this channel.")).toBeInTheDocument();

  await userEvent.click(screen.getByRole("button", { name: "Generate Headlines" }));
  expect(await screen.findByText("Required")).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Topic/Product"), "meal prep");
  expect(await submittedValues(props, "Generate Headlines")).toEqual({
    topic: "meal prep",
    type: "subject_line",
    style: "professional",
  });
});

it("in the workflow, offers the schema's set of types and styles under their workflow names", () => {
  renderWithProviders(<HookGenieForm {...toolFormProps("workflow")} defaultValues={{ type: "headline", style: "compelling" }} />);
  expect(values(screen.getByLabelText("Content Type"))).toEqual(["headline", "subject_line", "social_media", "ad_copy"]);
  expect(values(screen.getByLabelText("Style"))).toEqual(["compelling", "urgent", "curious", "benefit_driven", "emotional"]);
  expect(screen.getByRole("option", { name: "Benefit Driven" })).toBeInTheDocument();
  expect(screen.getByText("Prefilled from your description")).toBeInTheDocument();
  expect(screen.queryByText(/characters for this channel/)).not.toBeInTheDocument();
});
