// A local page server for the live-audit tests, on 127.0.0.1 (a private address: the tests reach it
// only through the explicit test allowance). Each path is one situation the fetch must handle.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export const GOOD_PAGE = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Waterproof Hiking Backpacks for Weekend Trails | TrailLite</title>
  <meta name="description" content="Light waterproof hiking backpacks with a laptop sleeve, 28 litres of space and a lifetime warranty. Free delivery in 2 days. Shop TrailLite today.">
  <link rel="canonical" href="/hiking-backpacks">
  <meta name="robots" content="index, follow">
  <meta property="og:title" content="Waterproof Hiking Backpacks | TrailLite">
  <meta property="og:description" content="Light, waterproof, 28 litres.">
  <meta property="og:image" content="https://cdn.example.com/backpack.jpg">
  <meta name="twitter:card" content="summary_large_image">
  <meta name="twitter:title" content="Waterproof Hiking Backpacks">
  <link rel="alternate" hreflang="en-gb" href="/hiking-backpacks">
  <link rel="alternate" hreflang="de" href="/de/wanderrucksaecke">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"TrailLite 28"}</script>
  <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization"},{"@type":["BreadcrumbList"]}]}</script>
</head>
<body><svg><title>icon</title></svg><h1>Waterproof <em>Hiking</em> Backpacks</h1><p>Made for wet weekends.</p></body>
</html>`;

export const POOR_PAGE = `<html><head>
<title>Home</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="https://www.example.com/other-page">
<link rel="alternate" hreflang="fr" href="https://www.example.com/fr/">
<script type="application/ld+json">{ not json </script>
</head><body><h1>Handmade Oak Dining Tables</h1><h1>Our Story</h1></body></html>`;

export const LONG_TITLE_PAGE = `<!doctype html><html lang="en"><head>
<title>Accountants for Landlords | Landlord Tax Returns, Rental Income Advice, Property Accounting and More | Smith &amp; Co | Smith &amp; Co</title>
<meta name="description" content="Fixed-fee tax returns for landlords.">
</head><body><h1>Accountants for landlords in Leeds</h1></body></html>`;

export interface PageServer {
  origin: string;
  port: number;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  let port = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://local");
    const html = (body: string, headers: http.OutgoingHttpHeaders = {}) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
      res.end(body);
    };
    const redirect = (to: string, status = 302) => {
      res.writeHead(status, { location: to });
      res.end();
    };
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const n = Number(hops[1]);
      return n > 0 ? redirect(`/hops/${n - 1}`) : html(GOOD_PAGE);
    }
    switch (url.pathname) {
      case "/hiking-backpacks":
        return html(GOOD_PAGE);
      case "/ua":
        return html(`<title>${req.headers["user-agent"] ?? ""}</title>`);
      case "/oak-tables":
        return html(POOR_PAGE, { "x-robots-tag": "noarchive" });
      case "/landlords":
        return html(LONG_TITLE_PAGE);
      case "/one-word":
        return html(`<html lang="en"><head><title>Shoes</title></head><body><h1>Women's Trail Running Shoes</h1></body></html>`);
      case "/gzip":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        return res.end(zlib.gzipSync(GOOD_PAGE));
      case "/redirect":
        return redirect(url.searchParams.get("to") ?? "/");
      case "/loop-a":
        return redirect("/loop-b", 301);
      case "/loop-b":
        return redirect("/loop-a", 301);
      case "/json":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end("{}");
      case "/missing":
        res.writeHead(404, { "content-type": "text/html" });
        return res.end("<h1>Not here</h1>");
      case "/broken":
        res.writeHead(500, { "content-type": "text/html" });
        return res.end("<h1>Oops</h1>");
      case "/huge": {
        // No content-length: the cap must stop the stream itself.
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = `<p>${"x".repeat(64 * 1024)}</p>`;
        let sent = 0;
        const push = () => {
          while (sent < 3 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", push);
          }
          res.end();
        };
        return push();
      }
      case "/huge-declared":
        res.writeHead(200, { "content-type": "text/html", "content-length": String(5 * 1024 * 1024) });
        return res.end();
      case "/slow":
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html><head>");
        return void setTimeout(() => res.end("<title>Late</title></head></html>"), 3_000).unref();
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
