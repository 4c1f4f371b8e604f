// Standalone development: the page alone, with the suite's providers and a browser router.
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import DescriptoPage from "./features/descripto/components/DescriptoPage";

createRoot(document.getElementById("root")!).render(
  <AppProviders>
    <BrowserRouter>
      <DescriptoPage />
    </BrowserRouter>
  </AppProviders>,
);
