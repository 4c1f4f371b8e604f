// Entry of the signed-out "site": the pages prerendered at build (/, /login, /signup, /pricing,
// /seo-tools; scripts/prerender.mjs). It is a small bundle of its own, without Module Federation:
// React hydrates the prerendered HTML with the page's own chunk, and links between these pages
// stay in the page. Everything else (the tools, the dashboard, the workflow) is the whole shell
// (main.js), reached by a full page load.
//
// A visitor with a stored session is the shell's to handle: the blocking session gate
// (/session-gate.js) has already hidden the signed-out markup (html[data-session]), so the shell
// starts instead, rendering from scratch (bootstrap.tsx), and nothing of this site is downloaded.
if (document.documentElement.hasAttribute("data-session")) {
  const shell = document.createElement("script");
  shell.src = "/main.js";
  document.head.append(shell);
} else {
  void import("./hydrate");
}
