/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders, submittedValues, toolFormProps } from "@seo/ui/testing/toolTests";
import { TrendSpyForm } from "./TrendSpyForm";

it("requires a niche, and sends no category when none is chosen", async () => {
  const props = toolFormProps("workflow", "Analyze Trends");
  renderWithProviders(<TrendSpyForm {...props} />);
  await userEvent.click(screen.getByRole("button", { name: "Analyze Trends" }));
  expect(await screen.findByText("Required")).toBeInTheDocument();
  expect(props.onSubmit).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText("Target Niche"), "  yoga mats ");
  expect(await submittedValues(props, "Analyze Trends")).toEqual({ niche: "yoga mats" });
  expect(screen.queryByRole("group", { name: "Category packs" })).not.toBeInTheDocument();
});

it("on the page, offers the categories, and a category pack fills niche and category", async () => {
  const props = toolFormProps("page", "Analyze Trends");
  renderWithProviders(<TrendSpyForm {...props} />);
  expect(screen.getByRole("option", { name: "Any category" })).toHaveValue("");
  expect(screen.getByRole("option", { name: "Health & Fitness" })).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "meal prep" }));
  expect(screen.getByLabelText("Target Niche")).toHaveValue("meal prep");
  expect(screen.getByLabelText("Category (Optional)")).toHaveValue("Food & Recipes");
  expect(await submittedValues(props, "Analyze Trends")).toEqual({ niche: "meal prep", category: "Food & Recipes" });
});
