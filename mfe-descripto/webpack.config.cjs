// The Descripto remote: its page for the shell, its step for the workflow, one mount() for partner sites.
const { IgnorePlugin } = require("webpack");
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

const config = federatedConfig({
  dir: __dirname,
  name: "mfe_descripto",
  kind: "remote",
  title: "Descripto",
  exposes: {
    "./DescriptoPage": "./src/features/descripto/components/DescriptoPage.tsx",
    "./WorkflowStep": "./src/features/descripto/workflow/WorkflowStep.tsx",
    "./mount": "./src/mount.tsx",
  },
});

// jspdf (loaded on demand for PDF export) reaches html2canvas, canvg and dompurify only for
// doc.html() and SVG, which the exports never call: leave ~100 KB gzip of dead chunks out.
module.exports = (env, argv) => {
  const c = config(env, argv);
  c.plugins.push(new IgnorePlugin({ resourceRegExp: /^(html2canvas|canvg|dompurify)$/, contextRegExp: /jspdf/ }));
  return c;
};
