// npm run admin -- list | grant <email> | revoke <email>  (scripts/admin.mjs bundles and runs this)
// Admin rights are an operator's act on the server: in production the dashboard's self-service
// activation is off, so this command is how the designated account (or any other) becomes admin.
import { loadConfig } from "@seo/config/env";
import { createBroadcast } from "@seo/kv/broadcast";
import { USER_CHANGES, userChangedMessage } from "../data/userCache";
import { normalizeEmail } from "../data/users";
import { openCliDatabase } from "./cliDatabase";
import { runCli } from "./runCli";

const USAGE = `usage: npm run admin -- <command>
  list             the accounts with admin rights
  grant  <email>   give an existing account admin rights (and the admin plan)
  revoke <email>   take them away (the account keeps its other data; its plan is cleared)`;

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, email] = argv;
  if (command !== "list" && !((command === "grant" || command === "revoke") && email)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const db = await openCliDatabase(config);
  try {
    if (command === "list") {
      const admins = await db.prisma.user.findMany({ where: { isAdmin: true }, orderBy: { id: "asc" } });
      for (const u of admins) console.log(`${u.email}\t${u.firstName} ${u.lastName}`);
      if (admins.length === 0) console.log("no admin accounts yet: npm run admin -- grant <email>");
      return 0;
    }
    const user = await db.prisma.user.findUnique({ where: { email: normalizeEmail(email!) } });
    if (!user) {
      console.error(`No account with the e-mail ${normalizeEmail(email!)}: it must sign up first.`);
      return 1;
    }
    if (command === "grant") {
      await db.prisma.user.update({
        where: { id: user.id },
        data: { isAdmin: true, subscriptionType: "admin", subscriptionStatus: "active" },
      });
      console.log(`granted: ${user.email} is an admin`);
    } else {
      await db.prisma.user.update({
        where: { id: user.id },
        data: {
          isAdmin: false,
          ...(user.subscriptionType === "admin" ? { subscriptionType: null, subscriptionStatus: null } : {}),
        },
      });
      console.log(`revoked: ${user.email} is no longer an admin`);
    }
    // Every running BFF drops its cached copy at once (Redis pub/sub); without Redis, within the TTL.
    if (config.redisUrl) {
      const broadcast = await createBroadcast(config.redisUrl, { kvPrefix: config.kvPrefix, name: USER_CHANGES });
      try {
        await broadcast.publish(userChangedMessage(user.id));
        console.log("The running product sees the change at once.");
      } catch {
        console.log("Redis did not answer: the running product sees the change within USER_CACHE_TTL_MS (5 s by default).");
      } finally {
        await broadcast.close();
      }
    } else console.log("The running product sees the change within USER_CACHE_TTL_MS (5 s by default).");
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) runCli(main);
