// Build-time compatibility between @module-federation/enhanced 2.9 and webpack >= 5.112, which
// moved its internal files (lib/util/extractUrlAndGlobal.js -> lib/externals/..., lib/Module.js ->
// lib/module/..., and so on) that the federation plugin requires by their old paths. When an old
// `webpack/lib/...` path no longer resolves, this maps it to the file of the same name in its new
// place. It does nothing on webpack <= 5.111 (the proper fix is pinning webpack there).
// Also lets the shared federation config find packages npm did not hoist to the root
// (@hookform/resolvers lives in this package's own node_modules).
const path = require("node:path");
const fs = require("node:fs");
const Module = require("node:module");

process.env.NODE_PATH = [path.join(__dirname, "node_modules"), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
Module._initPaths();

if (!Module.__seoWebpackCompat) {
  Module.__seoWebpackCompat = true;
  const libDir = path.dirname(require.resolve("webpack/lib/index.js", { paths: [__dirname] }));
  let byName;
  const lookup = (file) => {
    if (!byName) {
      byName = new Map();
      const walk = (dir) => {
        for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
          const p = path.join(dir, e.name);
          if (e.isDirectory()) walk(p);
          else if (e.name.endsWith(".js") && !byName.has(e.name)) byName.set(e.name, p);
        }
      };
      walk(libDir);
    }
    return byName.get(file);
  };
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    try {
      return resolve.call(this, request, ...rest);
    } catch (err) {
      const m = /^webpack\/lib\/(?:.*\/)?([^/]+?)(?:\.js)?$/.exec(request);
      const moved = m && lookup(`${m[1]}.js`);
      if (moved) return moved;
      throw err;
    }
  };
}

/** webpack >= 5.112 cannot hash the federation runtime when the entry file name has a content hash. */
function withCompatOutput(config) {
  return (env, argv) => {
    const c = config(env, argv);
    c.output.filename = "[name].js";
    return c;
  };
}

/**
 * jspdf reaches html2canvas, canvg and dompurify only for doc.html() and SVG, which the exports
 * never call; leaving them out keeps ~100 KB gzip of never-loaded chunks out of the build.
 */
function withoutJspdfExtras(config) {
  return (env, argv) => {
    const c = config(env, argv);
    const { IgnorePlugin } = require("webpack");
    c.plugins.push(new IgnorePlugin({ resourceRegExp: /^(html2canvas|canvg|dompurify)$/, contextRegExp: /jspdf/ }));
    return c;
  };
}

module.exports = { withCompatOutput, withoutJspdfExtras };
