// Under Module Federation every `@seo/ui/<file>` import is one shared singleton module, but a
// relative import inside the library would be bundled as a private copy into each importer — a
// second toast queue, a second query-client factory. So production files of libs/ui import each
// other only through the package name.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const src = __dirname;
const productionFiles = readdirSync(src).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$/.test(f));

it.each(productionFiles)("%s imports its siblings through @seo/ui/, never relatively", (file) => {
  const code = readFileSync(path.join(src, file), "utf8");
  expect(code.match(/from\s+["']\.\.?\/[^"']*["']/g) ?? []).toEqual([]);
});
