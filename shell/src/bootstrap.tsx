import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { installRemoteLoader } from "./lib/remotes";

installRemoteLoader();

const container = document.getElementById("root");
if (container) createRoot(container).render(<App />);
