// One jest configuration for the whole monorepo, in two projects: `unit` (everything beside the
// code, including component and integration tests) and `e2e` (browser tests against the running
// product; run them one at a time). TypeScript is transpiled by swc; `npm run typecheck` checks
// types. Component tests opt into jsdom with a `@jest-environment jsdom` docblock.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

const common = {
  testEnvironment: "node",
  transform: { "^.+\\.(t|j)sx?$": swc },
  // ESM-only packages (the language layer's title-case and franc-min with its dependencies) are transpiled too.
  transformIgnorePatterns: ["/node_modules/(?!(@electric-sql|title-case|franc-min|trigram-utils|n-gram|collapse-white-space)/)"],
  testPathIgnorePatterns: ["/node_modules/", "/dist/"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: "unit",
      testMatch: ["<rootDir>/{libs,services,bff,shell,embed-shell,mfe-*,scripts}/**/*.test.{ts,tsx}"],
    },
    {
      ...common,
      displayName: "e2e",
      testMatch: ["<rootDir>/e2e/**/*.e2e.test.ts"],
    },
  ],
};
