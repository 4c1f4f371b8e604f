// @ts-check
// npm run partner-demo: a partner's page on http://localhost:8090 with the embed snippet, against the
// product on http://localhost:8080 (run `npm start` first). The page has loud CSS of its own, to show
// that it does not reach the embedded tool, and logs the embed's events.
//   --port 8090  --product http://localhost:8080  --tool seosnapshot  --key pk_test_demo
// ?tool=…&key=… on the page's URL tries another tool or key (the browser tests use it).
import http from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PARTNER_PORT || "8090" },
    host: { type: "string", default: "127.0.0.1" },
    product: { type: "string", default: process.env.PRODUCT_URL || "http://localhost:8080" },
    tool: { type: "string", default: "seosnapshot" },
    key: { type: "string", default: "pk_test_demo" },
  },
});

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const product = new URL(values.product).origin;
const TOOL = /^[a-z][a-z0-9]{1,30}$/;
const KEY = /^pk_[A-Za-z0-9_]{6,64}$/;

function page(tool, key) {
  const snippet = `<script src="${product}/embed.js" data-tool="${tool}" data-key="${key}" async></script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Garden Supplies — partner demo</title>
<style>
  /* The partner's own, deliberately loud styles: none of this may reach the embedded tool. */
  body { margin: 0 auto; max-width: 880px; padding: 24px; background: rgb(250, 240, 230); font-family: Georgia, serif; color: rgb(60, 30, 10); }
  h1, h2, h3, p, label, span { color: rgb(0, 128, 0) !important; font-family: "Courier New", monospace !important; }
  button, input, textarea { background: rgb(255, 0, 0) !important; border: 4px dashed black !important; }
  pre { background: #fff; padding: 12px; overflow-x: auto; }
  #events { font-family: monospace; font-size: 13px; }
</style>
</head>
<body>
<h1 id="partner-heading">Acme Garden Supplies</h1>
<p>Check how your product page looks in Google before you publish it:</p>
${snippet}
<h2>The snippet on this page</h2>
<pre>${escapeHtml(snippet)}</pre>
<h2>Events</h2>
<ol id="events"></ol>
<script>
  window.RankForge = window.RankForge || { q: [] };
  ["ready", "result", "error", "quota"].forEach(function (type) {
    window.RankForge.q.push(["on", type, function (e) {
      var li = document.createElement("li");
      li.setAttribute("data-event", type);
      li.textContent = type + (e.type === "result" && e.result && e.result.scores ? ": score " + e.result.scores.overall : e.message ? ": " + e.message : "");
      document.getElementById("events").appendChild(li);
    }]);
  });
</script>
</body>
</html>
`;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (req.method !== "GET" || (url.pathname !== "/" && url.pathname !== "/index.html")) {
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  const tool = url.searchParams.get("tool") ?? values.tool;
  const key = url.searchParams.get("key") ?? values.key;
  if (!TOOL.test(tool) || !KEY.test(key)) {
    res.writeHead(400, { "content-type": "text/plain" }).end("tool is a tool id, key is pk_…");
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(page(tool, key));
});
server.listen(Number(values.port), values.host, () => {
  console.log(
    `partner demo page at http://localhost:${values.port} (embedding ${values.tool} from ${product} with key ${values.key})`,
  );
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
