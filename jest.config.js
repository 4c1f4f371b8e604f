// One jest run for the whole monorepo. TypeScript is transpiled by swc (typechecking is `npm run
// typecheck`). Component tests opt into jsdom with a `@jest-environment jsdom` docblock.
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

module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.(t|j)sx?$": swc },
  // ESM-only packages that jest must transpile.
  transformIgnorePatterns: ["/node_modules/(?!(@electric-sql)/)"],
  testMatch: ["<rootDir>/{libs,services,bff,shell,mfe-*,e2e,scripts}/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["/node_modules/", "/dist/"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testTimeout: 30000,
};
