// @ts-check
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a built front end,
// once at build time, so the server sends compressed bytes without compressing on each request.
// Node's own zlib does both; copies that would not be smaller are not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Returns the bytes before and after (brotli) for the report. */
export function precompressDir(dir) {
  let raw = 0;
  let br = 0;
  for (const file of files(dir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const brotli = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (brotli.length < data.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < data.length) writeFileSync(`${file}.gz`, gzip);
    raw += data.length;
    br += Math.min(brotli.length, data.length);
  }
  return { raw, br };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) {
    const { raw, br } = precompressDir(dir);
    console.log(`${dir}: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`);
  }
}
