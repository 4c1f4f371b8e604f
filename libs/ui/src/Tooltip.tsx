import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";
import styled from "styled-components";

export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

/**
 * Groups tooltips so that moving from one to the next skips the delay. Optional: each Tooltip
 * carries a provider of its own, so a page needs no provider above it (and a page without
 * tooltips downloads none of this).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY}>
      {children}
    </RadixTooltip.Provider>
  );
}

const Content = styled(RadixTooltip.Content)`
  z-index: 1100;
  max-width: 280px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** `<Tooltip content="Copy to clipboard"><button>…</button></Tooltip>`; the child must accept a ref. */
export function Tooltip({
  content,
  children,
  side = "top",
}: {
  content: ReactNode;
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
}) {
  return (
    <TooltipProvider>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow width={10} height={5} fill="#0b1020" />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </TooltipProvider>
  );
}
