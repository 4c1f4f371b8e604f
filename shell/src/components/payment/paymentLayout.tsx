// Layout pieces of the payment forms (checkout, the billing card's card update): nothing in them may
// make a narrow card wider than a 320 px screen.
import styled from "styled-components";
import { Button } from "@seo/ui/Button";

/** Side by side while each keeps about 9rem, one column below that (a phone at 320 px). */
export const FluidRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: 12px;
  min-width: 0;
`;

/** Small print under a form (#4b5563 on white: 7.6:1). */
export const Hint = styled.p`
  font-size: 0.8rem;
  color: #4b5563;
  overflow-wrap: anywhere;
`;

/** A button whose label wraps instead of pushing a narrow card wider than the screen. */
export const WrappingButton = styled(Button)`
  max-width: 100%;
  min-width: 0;
  height: auto;
  min-height: 44px;
  padding-top: 10px;
  padding-bottom: 10px;
  white-space: normal;
  text-align: center;
  line-height: 1.3;
`;
