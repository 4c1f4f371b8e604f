// Standalone development: the page alone, with the suite's providers and a browser router.
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import TrendSpyPage from "./features/trendspy/components/TrendSpyPage";

createRoot(document.getElementById("root")!).render(
  <AppProviders>
    <BrowserRouter>
      <TrendSpyPage />
    </BrowserRouter>
  </AppProviders>,
);
