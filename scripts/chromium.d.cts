/** playwright-core launch options for Debian's chromium (CHROMIUM_PATH overrides its path). */
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
