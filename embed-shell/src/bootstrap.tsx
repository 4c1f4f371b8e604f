// Starts the embed: reads the page's configuration, routes the tool page's API calls through the
// visitor token, tells the partner page about size and outcomes, and renders the tool's own page.
import { createRoot } from "react-dom/client";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { readEmbedConfig } from "./embedConfig";
import { installEmbedFetch, type QuotaNotice } from "./embedFetch";
import { createParentChannel } from "./parentChannel";
import { EmbedApp } from "./EmbedApp";

const config = readEmbedConfig();
const channel = createParentChannel(config.parentOrigin);

const applyTheme = (theme: "light" | "dark") => {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
};
applyTheme(config.theme);
channel.onCommand((command) => applyTheme(command.theme));

type Notice = { quota?: QuotaNotice; expired?: boolean };
const listeners = new Set<(n: Notice) => void>();
const notify = (n: Notice) => listeners.forEach((fn) => fn(n));
const notices = {
  subscribe(fn: (n: Notice) => void) {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  },
};

installEmbedFetch({
  tool: config.tool,
  token: config.token,
  expiresAt: config.expiresAt,
  onResult: (result) => channel.post({ type: "result", tool: config.tool, result }),
  onError: (status, message) => channel.post({ type: "error", tool: config.tool, status, message }),
  onQuota: (quota) => {
    notify({ quota });
    channel.post({
      type: "quota",
      tool: config.tool,
      limit: quota.limit,
      retryAfterSeconds: quota.retryAfterSeconds,
      message: quota.message,
    });
  },
  onExpired: () => notify({ expired: true }),
});

// The partner's iframe follows the content's height.
const root = document.getElementById("root")!;
let lastHeight = 0;
new ResizeObserver(() => {
  const height = Math.ceil(root.getBoundingClientRect().height);
  if (height === lastHeight) return;
  lastHeight = height;
  channel.post({ type: "resize", height });
}).observe(root);

createRoot(root).render(
  <EmbedApp
    config={config}
    productName={PRODUCT_NAME}
    notices={notices}
    onLoaded={() => channel.post({ type: "ready", tool: config.tool })}
    onLoadError={(error) => channel.post({ type: "error", tool: config.tool, status: 0, message: error.message })}
  />,
);
