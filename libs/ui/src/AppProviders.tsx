// Everything a screen of the suite needs around it: react-query with the suite's defaults, the theme,
// global styles and the toast viewport. The shell wraps its whole app in it; a remote uses it only
// for its standalone/partner mount (inside the shell the shell's providers apply).
//
// The toast viewport (Radix Toast) is loaded when the first toast is raised, not with the page:
// a first visit to the signed-out pages downloads no toast code (docs/performance.md). Tooltips bring their
// own provider (@seo/ui/Tooltip).
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "@seo/ui/GlobalStyle";
import { createQueryClient } from "@seo/ui/queryClient";
import { theme } from "@seo/ui/theme";
import { showPendingToast, useToast } from "@seo/ui/toastStore";

const ToastViewport = lazy(() => import("@seo/ui/Toast").then((m) => ({ default: m.ToastViewport })));

/** Renders the toast viewport from the first toast on (a toast left across a reload is one). */
function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Once per page: the toast the previous page left (toastAcrossReload).
  useEffect(() => showPendingToast(), []);
  // Once loaded the viewport stays, so the closing toast can animate out.
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}

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
        {children}
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
