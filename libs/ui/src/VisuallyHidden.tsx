// Text for screen readers only: read out and part of the document outline, never painted (a page's
// section heading where the design shows cards, the live region that announces a finished result).
import styled, { css } from "styled-components";

/** The rules themselves, for an element hidden only in some state (the skip link until focused). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
