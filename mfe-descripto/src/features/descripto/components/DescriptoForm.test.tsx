/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders, submittedValues, toolFormProps } from "@seo/ui/testing/toolTests";
import { DescriptoForm } from "./DescriptoForm";

it("validates on change with the contract's messages and submits the parsed values", async () => {
  const props = toolFormProps("page", "Generate Description");
  renderWithProviders(<DescriptoForm {...props} />);
  await userEvent.type(screen.getByLabelText("Product Name"), "x");
  await userEvent.clear(screen.getByLabelText("Product Name"));
  expect(await screen.findByText("Required")).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText("Product Name"), "AeroFit");
  await userEvent.type(screen.getByLabelText("Key Features"), "Breathable mesh");
  await userEvent.type(screen.getByLabelText("Target Audience"), "Runners");
  await userEvent.selectOptions(screen.getByLabelText("Writing Tone"), "luxury");
  expect(await submittedValues(props, "Generate Description")).toEqual({
    productName: "AeroFit",
    keyFeatures: "Breathable mesh",
    targetAudience: "Runners",
    tone: "luxury",
    keywords: "",
  });
});

it("on the page, adds keyword pack keywords one at a time or all at once, comma separated", async () => {
  renderWithProviders(<DescriptoForm {...toolFormProps("page")} />);
  expect(screen.getByText("Optional. Or pick from a keyword pack:")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Add keyword wireless" }));
  expect(screen.getByLabelText("SEO Keywords")).toHaveValue("wireless");
  await userEvent.click(screen.getByRole("button", { name: "Add all Technology keywords" }));
  expect(screen.getByLabelText("SEO Keywords")).toHaveValue(
    "wireless, smart features, high performance, long battery life, latest technology",
  );
  for (const pack of ["E-commerce", "Technology", "Fashion", "Health", "Home"]) {
    expect(screen.getByRole("button", { name: `Add all ${pack} keywords` })).toBeInTheDocument();
  }
});

it("in the workflow, starts from the given values, says what was auto-filled, and offers no packs", () => {
  renderWithProviders(
    <DescriptoForm
      {...toolFormProps("workflow")}
      defaultValues={{ targetAudience: "Busy professionals", keywords: "eco yoga mat", tone: "casual" }}
      autoFilledFrom="TrendSpy"
    />,
  );
  expect(screen.getByLabelText("Target Audience")).toHaveValue("Busy professionals");
  expect(screen.getByLabelText("SEO Keywords")).toHaveValue("eco yoga mat");
  expect(screen.getByLabelText("Writing Tone")).toHaveValue("casual");
  expect(screen.getByText("Auto-filled from TrendSpy")).toBeInTheDocument();
  expect(screen.getByText("Auto-filled from TrendSpy, comma separated")).toBeInTheDocument();
  expect(screen.getByText("One per line works best")).toBeInTheDocument();
  expect(screen.queryByRole("group", { name: "Keyword packs" })).not.toBeInTheDocument();
});

it("reads 'Generating...' and is disabled while the tool runs", () => {
  renderWithProviders(<DescriptoForm {...toolFormProps("page")} pending />);
  expect(screen.getByRole("button", { name: /Generating\.\.\./ })).toBeDisabled();
});
