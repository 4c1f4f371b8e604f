// DOM matchers for component tests; harmless under the node environment.
import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it loads.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// Component tests wait up to 4 s for what they find (the library's 1 s default fails on a busy
// machine: the unit project runs two workers, and CI runs it beside nothing else but still on 2 cores).
if (typeof document !== "undefined") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require("@testing-library/react") as typeof import("@testing-library/react")).configure({ asyncUtilTimeout: 4000 });
}
