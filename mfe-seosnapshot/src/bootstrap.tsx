// Standalone development: the page alone, with its own providers and a browser router.
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import SeoSnapshotPage from "./features/seosnapshot/components/SeoSnapshotPage";

const queryClient = new QueryClient();
createRoot(document.getElementById("root")!).render(
  <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <SeoSnapshotPage />
    </BrowserRouter>
  </QueryClientProvider>,
);
