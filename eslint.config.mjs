// ESLint for the whole monorepo (flat config): typescript-eslint's recommended rules, plus the
// one-way imports of docs/architecture.md ("Layers") as eslint-plugin-import's no-restricted-paths zones, checked on the
// paths imports resolve to (relative or @seo/* package names alike). `npm run lint` runs it.
import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

const root = path.dirname(fileURLToPath(import.meta.url));
const dirs = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const mfes = dirs(".").filter((d) => d.startsWith("mfe-"));
const services = dirs("services").map((s) => `services/${s}`);
const apps = ["shell", "bff", ...mfes, ...services];

// Folders that hold React code (components and hooks).
const FRONT_END = [
  "shell/src/**/*.{ts,tsx}",
  "embed-shell/src/**/*.{ts,tsx}",
  "mfe-*/src/**/*.{ts,tsx}",
  "libs/ui/src/**/*.{ts,tsx}",
  "libs/export/src/**/*.{ts,tsx}",
  "scripts/**/*.tsx",
];

const zones = [
  // Libraries never import applications.
  ...dirs("libs").map((lib) => ({
    target: `./libs/${lib}/src`,
    from: apps.map((a) => `./${a}`),
    message: "A library never imports an application (shell, mfe-*, bff, services): move the shared code into libs/.",
  })),
  // A remote never imports another remote, the shell, the BFF or a service's source; of the services'
  // folders it may read only its own tool's (its contract, say), never another tool's.
  ...mfes.map((mfe) => ({
    target: `./${mfe}/src`,
    from: [...mfes.filter((m) => m !== mfe).map((m) => `./${m}`), "./shell", "./bff", ...services.map((s) => `./${s}/src`)],
    message: "A remote never imports another remote or tool, the shell, the BFF or a service's source: share through libs/.",
  })),
  // Another tool's folders are closed to a remote too, but for that tool's published, versioned
  // contract package (services/<tool>/contract): the workflow composes the tools through it.
  ...mfes.flatMap((mfe) =>
    services
      .filter((s) => s !== `services/${mfe.slice("mfe-".length)}`)
      .map((s) => ({
        target: `./${mfe}/src`,
        from: `./${s}`,
        except: ["./contract"],
        message: "A remote may use another tool's contract package only (services/<tool>/contract), never its other folders.",
      })),
  ),
  // A service never imports a front end, the BFF or another service (another tool's folders).
  ...services.map((service) => ({
    target: `./${service}/src`,
    from: apps.filter((a) => a !== service).map((a) => `./${a}`),
    message: "A service never imports a front end, the BFF or another service: share through libs/.",
  })),
  // The shell loads remotes at run time and the BFF calls services over HTTP: neither imports their
  // source, nor each other.
  ...[
    ["shell", "bff"],
    ["bff", "shell"],
  ].map(([app, other]) => ({
    target: `./${app}/src`,
    from: [`./${other}`, ...mfes.map((m) => `./${m}/src`), ...services.map((s) => `./${s}/src`)],
    message: "The shell loads remotes at run time and the BFF calls services over HTTP: neither imports their source.",
  })),
  // Inside an app, a feature folder never imports another feature folder.
  ...["shell", ...mfes].flatMap((app) =>
    dirs(`${app}/src/features`).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: "A feature never imports another feature: move what both need into src/components or libs/.",
    })),
  ),
];

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/coverage/**", ".data/**", "libs/db/src/generated/**", "test-results/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Input hygiene and text handling match control characters, combining marks and joiners on
      // purpose (NUL bytes, ZWJ, variation selectors): these two rules would only flag that.
      "no-control-regex": "off",
      "no-misleading-character-class": "off",
      // Unused names are errors, except deliberately ignored ones (`_req`, rest siblings).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,mjs,js,cjs}"],
    plugins: { import: importPlugin },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true, project: path.join(root, "tsconfig.json") } },
      // no-cycle follows imports into the files they name: it must parse TypeScript there too.
      "import/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import/no-restricted-paths": ["error", { basePath: root, zones }],
      // A cycle makes load order decide what a module sees (undefined at import time) and keeps two
      // modules from being understood or moved apart; type-only imports are erased and do not count.
      "import/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // React code: the rules of hooks and the React Compiler's checks (eslint-plugin-react-hooks'
    // recommended set), and accessibility of the JSX (eslint-plugin-jsx-a11y's recommended set).
    files: FRONT_END,
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["**/*.{jsx,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Modules a reader can hold: a production file stays under 500 lines and a function under 80
    // (a factory's closures count as its lines: move its methods out as functions of their own).
    files: ["**/*.{ts,tsx,mjs,cjs,js}"],
    ignores: ["**/*.test.{ts,tsx}", "**/testing/**", "e2e/**", "**/*.d.ts", "**/*.d.cts"],
    rules: {
      "max-lines": ["error", { max: 500, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // Server code logs with @seo/log (JSON lines, LOG_LEVEL, the request id), never with console.
    files: ["bff/src/**", "services/*/src/**"],
    rules: { "no-console": "error" },
  },
  {
    // Libraries run in the browser too, where console.warn/error is the only channel; no console.log.
    files: ["libs/*/src/**"],
    rules: { "no-console": ["error", { allow: ["warn", "error"] }] },
  },
  {
    // Tests and their helpers may bring parts together (a BFF test starting services, say).
    files: ["**/*.test.{ts,tsx}", "**/testing/**", "e2e/**", "scripts/**"],
    rules: { "import/no-restricted-paths": "off", "no-console": "off" },
  },
  {
    // Command-line tools (partners, remote releases) print their answers for the operator.
    files: ["bff/src/**/cli.ts", "bff/src/**/*Cli.ts"],
    rules: { "no-console": "off" },
  },
  {
    // Tests cast freely to reach into fakes and load modules after jest.mock with require().
    files: ["**/*.test.{ts,tsx}", "**/testing/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // CommonJS build configuration (webpack, jest).
    files: ["**/*.cjs", "jest.config.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
