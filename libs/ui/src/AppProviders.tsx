// Everything a screen of the suite needs around it: react-query with SPEC.md's defaults, the theme,
// global styles, tooltips and the toast viewport. The shell wraps its whole app in it; a remote
// uses it only for its standalone/partner mount (inside the shell the shell's providers apply).
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "@seo/ui/GlobalStyle";
import { createQueryClient } from "@seo/ui/queryClient";
import { theme } from "@seo/ui/theme";
import { Toaster, ToastProvider } from "@seo/ui/Toast";
import { TooltipProvider } from "@seo/ui/Tooltip";

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
