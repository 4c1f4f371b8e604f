// Standalone development: the page alone, with the suite's providers and a browser router.
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import HookGeniePage from "./features/hookgenie/components/HookGeniePage";

createRoot(document.getElementById("root")!).render(
  <AppProviders>
    <BrowserRouter>
      <HookGeniePage />
    </BrowserRouter>
  </AppProviders>,
);
