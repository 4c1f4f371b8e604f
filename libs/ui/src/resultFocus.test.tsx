/** @jest-environment jsdom */
// Where focus goes when a generation finishes: the result's heading, scrolled to the top of the
// view, smoothly unless the user prefers reduced motion.
import { act, render, screen } from "@testing-library/react";
import { AppProviders } from "./AppProviders";
import { createQueryClient } from "./queryClient";
import { focusResultHeading, ResultFrame, useResultFocus } from "./resultFocus";

const scrollIntoView = jest.fn();
beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  delete (window as Partial<Window>).matchMedia;
});

function reducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: reduce && query.includes("reduce") })) as never;
}

it("focuses the first heading with tabindex -1 (dropped when focus leaves) and scrolls it to the top", () => {
  render(
    <div data-testid="frame">
      <p>Offline draft</p>
      <h2>Generated Description</h2>
      <h3>Tips</h3>
      <button>Copy</button>
    </div>,
  );
  const heading = focusResultHeading(screen.getByTestId("frame"));
  expect(heading).toBe(screen.getByRole("heading", { name: "Generated Description" }));
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute("tabindex", "-1");
  expect(scrollIntoView).toHaveBeenCalledWith({ block: "start", behavior: "smooth" });
  act(() => screen.getByRole("button", { name: "Copy" }).focus());
  expect(heading).not.toHaveAttribute("tabindex");
});

it("prefers the heading marked data-result-heading, and does not animate the scroll with reduced motion", () => {
  reducedMotion(true);
  render(
    <div data-testid="frame">
      <h2>Technical Metrics</h2>
      <h2 data-result-heading="">Audit Results</h2>
    </div>,
  );
  expect(focusResultHeading(screen.getByTestId("frame"))).toHaveTextContent("Audit Results");
  expect(scrollIntoView).toHaveBeenCalledWith({ block: "start", behavior: "auto" });
});

it("does nothing without a heading", () => {
  render(<div data-testid="frame">Nothing yet</div>);
  expect(focusResultHeading(screen.getByTestId("frame"))).toBeNull();
  expect(focusResultHeading(null)).toBeNull();
  expect(scrollIntoView).not.toHaveBeenCalled();
});

function Page() {
  const focus = useResultFocus();
  return (
    <>
      <button onClick={() => focus.resultReady("Description ready")}>Done</button>
      <ResultFrame focus={focus}>
        <h2>Result</h2>
      </ResultFrame>
      <output>{`${focus.announcement.count}: ${focus.announcement.message}`}</output>
    </>
  );
}

it("useResultFocus: each result moves focus to the heading and counts its announcement", () => {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Page />
    </AppProviders>,
  );
  const done = screen.getByRole("button", { name: "Done" });
  act(() => done.click());
  expect(screen.getByRole("heading", { name: "Result" })).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent("1: Description ready");
  act(() => done.click());
  expect(screen.getByRole("status")).toHaveTextContent("2: Description ready");
  expect(scrollIntoView).toHaveBeenCalledTimes(2);
});
