// @ts-check
// npm run admin -- list | grant <email> | revoke <email> (bff/src/cli/adminCli.ts).
import { runBffCli } from "./run-cli.mjs";

runBffCli("cli/adminCli.ts", "admin-cli.cjs");
