// Where the user is taken when a generation finishes, on every tool page: focus moves to the
// result's heading (the first one in the result, or the one marked data-result-heading), which is
// scrolled to the top of the view (at once when the user prefers reduced motion), and a polite
// announcement says what is ready ("Description ready"). Without it, the Generate button (disabled
// while the tool runs) drops focus to the top of the page and the result stays off screen.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";

/** What GenerationStatus announces; a new count announces the same words again. */
export interface ResultAnnouncement {
  message: string;
  count: number;
}

export const RESULT_HEADING_ATTRIBUTE = "data-result-heading";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

/** Focuses the result's heading in `frame` and scrolls it to the top of the view. */
export function focusResultHeading(frame: HTMLElement | null): HTMLElement | null {
  const heading =
    frame?.querySelector<HTMLElement>(`[${RESULT_HEADING_ATTRIBUTE}]`) ??
    frame?.querySelector<HTMLElement>("h1, h2, h3, h4, [role='heading']") ??
    null;
  if (!heading) return null;
  if (!heading.hasAttribute("tabindex")) {
    // Focusable by script only, and only until focus leaves it (a click on it later is no focus stop).
    heading.setAttribute("tabindex", "-1");
    heading.addEventListener("blur", () => heading.removeAttribute("tabindex"), { once: true });
  }
  heading.focus({ preventScroll: true });
  if (typeof heading.scrollIntoView === "function") {
    heading.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }
  return heading;
}

/**
 * A page's result focus: `attachFrame` goes on ResultFrame around the result, `resultReady(message)` is
 * called when a generation answers (useVariants' onResult), `announcement` goes to GenerationStatus.
 */
export function useResultFocus() {
  const frame = useRef<HTMLDivElement | null>(null);
  const [announcement, setAnnouncement] = useState<ResultAnnouncement>({ message: "", count: 0 });
  useEffect(() => {
    // After the render that shows the new result.
    if (announcement.count > 0) focusResultHeading(frame.current);
  }, [announcement.count]);
  const attachFrame = useCallback((el: HTMLDivElement | null) => {
    frame.current = el;
  }, []);
  const resultReady = useCallback(
    (message: string) => setAnnouncement((previous) => ({ message, count: previous.count + 1 })),
    [],
  );
  return { attachFrame, announcement, resultReady };
}

export type ResultFocus = ReturnType<typeof useResultFocus>;

// No box of its own (the result's panels stay items of the page's stack); it styles the heading
// focus moves to: a visible ring even after a mouse click, and clear of the sticky navigation bar.
const Frame = styled.div`
  display: contents;
  h1,
  h2,
  h3,
  h4,
  [${RESULT_HEADING_ATTRIBUTE}] {
    scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
  }
  [tabindex="-1"]:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** Around a page's result (inside variantResults' render): where useResultFocus looks for the heading. */
export function ResultFrame({ focus, children }: { focus: Pick<ResultFocus, "attachFrame">; children: ReactNode }) {
  const { attachFrame } = focus;
  return <Frame ref={attachFrame}>{children}</Frame>;
}
