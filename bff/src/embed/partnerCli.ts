// npm run partner -- add|list|disable|enable|update ...  (scripts/partner.mjs bundles and runs this)
// The admin's command line for partner keys, with the API's validation, on the database of
// openCliDatabase (DATABASE_URL, else the embedded one of the running or stopped product).
import { parseArgs } from "node:util";
import { loadConfig } from "@seo/config/env";
import { openCliDatabase } from "../cli/cliDatabase";
import { partnerCreateSchema, partnerUpdateSchema } from "@seo/contracts/partners";
import { createPartnerRepository, partnerView, type PartnerRow } from "./partners";

const USAGE = `usage: npm run partner -- <command>
  list
  add     --name <name> --origins <origin,origin…> [--monthly <n>] [--visitor-daily <n>] [--key pk_…]
  update  <key> [--name …] [--origins …] [--monthly <n>] [--visitor-daily <n>]
  disable <key>
  enable  <key>`;

const DEFAULTS = { monthly: 1000, visitorDaily: 20 };

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function parsedOrExit<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): T {
  if (result.success) return result.data;
  fail(result.error.issues.map((i) => `${i.path.join(".") || "(input)"}: ${i.message}`).join("\n"));
}

function print(rows: PartnerRow[]) {
  for (const p of rows.map((r) => partnerView(r))) {
    console.log(
      `${p.key}\t${p.enabled ? "enabled " : "DISABLED"}\t${p.name}\tmonthly ${p.monthlyQuota}, per visitor/day ${p.visitorDailyLimit}\t${p.allowedOrigins.join(" ")}`,
    );
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: "string" },
      origins: { type: "string" },
      monthly: { type: "string" },
      "visitor-daily": { type: "string" },
      key: { type: "string" },
    },
  });
  const [command, key] = positionals;
  if (!command || !["list", "add", "update", "disable", "enable"].includes(command)) fail(USAGE);
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const origins = values.origins
    ?.split(",")
    .map((o) => o.trim())
    .filter(Boolean);

  const db = await openCliDatabase(loadConfig());
  const prisma = db.prisma;
  const partners = createPartnerRepository(prisma, { cacheTtlMs: 0 });
  try {
    if (command === "list") {
      print(await partners.list());
    } else if (command === "add") {
      const input = parsedOrExit(
        partnerCreateSchema.safeParse({
          key: values.key,
          name: values.name,
          allowedOrigins: origins,
          monthlyQuota: num(values.monthly) ?? DEFAULTS.monthly,
          visitorDailyLimit: num(values["visitor-daily"]) ?? DEFAULTS.visitorDaily,
        }),
      );
      const row = await partners.create(input);
      if (!row) fail(`A partner with key ${input.key} exists`);
      print([row]);
    } else {
      if (!key) fail(USAGE);
      const changes =
        command === "disable"
          ? { enabled: false }
          : command === "enable"
            ? { enabled: true }
            : parsedOrExit(
                partnerUpdateSchema.safeParse({
                  name: values.name,
                  allowedOrigins: origins,
                  monthlyQuota: num(values.monthly),
                  visitorDailyLimit: num(values["visitor-daily"]),
                }),
              );
      const row = await partners.update(key, changes);
      if (!row) fail(`No partner with key ${key}`);
      print([row]);
    }
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
