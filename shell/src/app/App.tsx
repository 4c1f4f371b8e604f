import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import { AppRoutes } from "./AppRoutes";

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
