// Everything a screen of the suite needs around it: react-query with SPEC.md's defaults, the theme,
// global styles, tooltips and the toast viewport. The shell wraps its whole app in it; a remote
// uses it only for its standalone/partner mount (inside the shell the shell's providers apply).
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "./GlobalStyle";
import { createQueryClient } from "./queryClient";
import { theme } from "./theme";
import { Toaster, ToastProvider } from "./Toast";
import { TooltipProvider } from "./Tooltip";

export interface AppProvidersProps {
  children: ReactNode;
  /** Defaults to a fresh client with the suite's defaults. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <TooltipProvider>
          <ToastProvider>
            {children}
            <Toaster />
          </ToastProvider>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
