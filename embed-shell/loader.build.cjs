// esbuild options of the partner-facing loader (src/loader/embedLoader.ts → /embed.js), shared by the
// webpack build (which runs it after each build) and the size test. `node loader.build.cjs <outfile>`
// builds it alone.
const path = require("node:path");

const loaderBuildOptions = {
  entryPoints: [path.join(__dirname, "src/loader/embedLoader.ts")],
  bundle: true,
  minify: true,
  format: "iife",
  target: ["es2017"],
  legalComments: "none",
};

/** Writes the loader to `outfile`. */
function buildLoader(outfile) {
  return require("esbuild").build({ ...loaderBuildOptions, outfile });
}

module.exports = { loaderBuildOptions, buildLoader };

if (require.main === module) {
  const outfile = process.argv[2];
  if (!outfile) {
    console.error("usage: node loader.build.cjs <outfile>");
    process.exit(2);
  }
  buildLoader(path.resolve(outfile)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
