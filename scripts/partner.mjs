// @ts-check
// npm run partner -- add|list|update|disable|enable ... (bff/src/embed/partnerCli.ts).
import { runBffCli } from "./run-cli.mjs";

runBffCli("embed/partnerCli.ts", "partner-cli.cjs");
