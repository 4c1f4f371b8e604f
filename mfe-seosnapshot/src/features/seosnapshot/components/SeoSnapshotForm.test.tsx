/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders, submittedValues, toolFormProps } from "@seo/ui/testing/toolTests";
import { DESCRIPTION_LENGTH_CHARS } from "@seo/seosnapshot-contract";
import { SeoSnapshotForm } from "./SeoSnapshotForm";

it("counts title and description characters live against /60 and the audit's description maximum", async () => {
  renderWithProviders(<SeoSnapshotForm {...toolFormProps("page")} />);
  expect(screen.getByTestId("title-counter")).toHaveTextContent("0/60");
  await userEvent.type(screen.getByLabelText("Page Title"), "Hello");
  expect(screen.getByTestId("title-counter")).toHaveTextContent("5/60");
  await userEvent.type(screen.getByLabelText("Meta Description"), "abc");
  expect(screen.getByTestId("description-counter")).toHaveTextContent(`3/${DESCRIPTION_LENGTH_CHARS.max}`);
  expect(screen.getByTestId("description-counter")).toHaveTextContent("3/156");
  expect(screen.getByText("Aim for 50-60 characters.")).toBeInTheDocument();
  // The range the audit passes (the contract's, which the service grades by), not SPEC's 140-160.
  expect(
    screen.getByText(`Aim for ${DESCRIPTION_LENGTH_CHARS.min}-${DESCRIPTION_LENGTH_CHARS.max} characters.`),
  ).toBeInTheDocument();
  expect(screen.getByText("Aim for 120-156 characters.")).toBeInTheDocument();
});

it("counts what the audit counts: graphemes of the text a search result shows", async () => {
  renderWithProviders(<SeoSnapshotForm {...toolFormProps("page")} />);
  // an emoji is one character, not two UTF-16 units; doubled and trailing spaces are not shown
  await userEvent.type(screen.getByLabelText("Page Title"), "Tea  🍵 shop ");
  expect(screen.getByTestId("title-counter")).toHaveTextContent("10/60");
});

it("requires title and description on submit, checks the URL, and sends no empty URL", async () => {
  const props = toolFormProps("workflow", "Generate SEO Analysis");
  renderWithProviders(<SeoSnapshotForm {...props} />);
  expect(screen.getByText("Aim for 50-60 characters")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Generate SEO Analysis" }));
  expect(await screen.findAllByText("Required")).toHaveLength(2);
  await userEvent.type(screen.getByLabelText("Page Title"), "Best Mat");
  await userEvent.type(screen.getByLabelText("Meta Description"), "A grippy mat.");
  await userEvent.type(screen.getByLabelText("Website URL (Optional)"), "not a url");
  await userEvent.click(screen.getByRole("button", { name: "Generate SEO Analysis" }));
  expect(await screen.findByText("Must be a valid URL")).toBeInTheDocument();
  expect(props.onSubmit).not.toHaveBeenCalled();
  await userEvent.clear(screen.getByLabelText("Website URL (Optional)"));
  expect(await submittedValues(props, "Generate SEO Analysis")).toEqual({ title: "Best Mat", description: "A grippy mat." });
});

it("offers an optional focus keyphrase with a one-line hint, sends it trimmed, and checks its length", async () => {
  const props = toolFormProps("page", "Audit SEO");
  renderWithProviders(<SeoSnapshotForm {...props} />);
  const keyphrase = screen.getByLabelText("Focus keyphrase (optional)");
  expect(keyphrase).toHaveValue("");
  expect(
    screen.getByText("The search phrase this page should rank for; left empty, the audit infers one from the title."),
  ).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Page Title"), "Grip Socks for Yoga");
  await userEvent.type(screen.getByLabelText("Meta Description"), "Non-slip socks.");
  await userEvent.type(keyphrase, "x".repeat(101));
  await userEvent.click(screen.getByRole("button", { name: "Audit SEO" }));
  expect(await screen.findByText("Must be at most 100 characters")).toBeInTheDocument();
  expect(props.onSubmit).not.toHaveBeenCalled();
  await userEvent.clear(keyphrase);
  await userEvent.type(keyphrase, "  Grip socks ");
  expect(await submittedValues(props, "Audit SEO")).toEqual({
    title: "Grip Socks for Yoga",
    description: "Non-slip socks.",
    focusKeyphrase: "Grip socks",
  });
});
