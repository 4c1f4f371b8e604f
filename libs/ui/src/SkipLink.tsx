// "Skip to content": the first thing Tab reaches on every page, shown only while focused. It moves
// focus to the page's <main> (every page has exactly one), past the header and its links.
import type { MouseEvent } from "react";
import styled from "styled-components";
import { visuallyHidden } from "@seo/ui/VisuallyHidden";

// Clipped to nothing until focused (not moved off screen: nothing to read or judge until then).
const Link = styled.a`
  position: absolute;
  z-index: 2000;
  top: 8px;
  left: 8px;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  box-shadow: ${({ theme }) => theme.shadows.focus};
  &:not(:focus) {
    ${visuallyHidden}
    box-shadow: none;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const MAIN_ID = "main";

/** Focuses the page's main landmark (made focusable for the moment) and scrolls it into view. */
export function focusMain(): boolean {
  const main = document.querySelector<HTMLElement>("main");
  if (!main) return false;
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.style.outline = "none";
  main.focus();
  main.scrollIntoView({ block: "start" });
  return true;
}

export function SkipLink() {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (focusMain()) e.preventDefault();
  };
  return (
    <Link href={`#${MAIN_ID}`} onClick={onClick}>
      Skip to content
    </Link>
  );
}
