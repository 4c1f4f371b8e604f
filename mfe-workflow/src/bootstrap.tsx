// Standalone development page: the workflow with the suite's providers and a browser router.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Navigate, Route, Routes } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import WorkflowApp from "./app/WorkflowApp";
import { ensureRemoteLoader } from "./lib/standaloneRemotes";

// Standalone, this page is the host: the tools' steps load through this bundle's runtime.
ensureRemoteLoader();

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <Routes>
            <Route path="/workflow-projects/*" element={<WorkflowApp />} />
            <Route path="*" element={<Navigate to="/workflow-projects" replace />} />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
