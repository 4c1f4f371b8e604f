// The signed-out pages rendered to HTML at build (scripts/prerender.mjs bundles this file with the
// same swc options as the browser build). The tree is the browser's (shell/src/site hydrates it):
// the app's providers with the user query primed as "signed out", and the site's routes, under a
// static router instead of the browser's.
import type { Readable } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { ServerStyleSheet } from "styled-components";
import { USER_QUERY_KEY } from "@seo/ui/api";
import { AppProviders } from "@seo/ui/AppProviders";
import { createQueryClient } from "@seo/ui/queryClient";
import { SiteRoutes } from "../shell/src/site/SiteApp";

/** What to prerender: each site page's path, output file, <title> and template. */
export { SITE_PAGES as pages } from "../shell/src/app/signedOutPages";

async function text(stream: Readable): Promise<string> {
  let out = "";
  for await (const chunk of stream) out += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  return out;
}

/** The markup of `pathname` for a signed-out visitor, and the style tags it needs. */
export async function renderPage(pathname: string): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={pathname}>
            <SiteRoutes />
          </StaticRouter>
        </AppProviders>,
      ),
    );
    const html = await text(prelude);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
