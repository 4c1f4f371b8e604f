// @ts-check
// How the browser tests and the bench launch Debian's chromium with playwright-core: headless, and
// without the background work (updates, sync, QUIC) that would add noise to what they measure.
/** @type {{ executablePath: string, args: string[] }} */
const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
  ],
};

module.exports = { chromiumLaunchOptions };
