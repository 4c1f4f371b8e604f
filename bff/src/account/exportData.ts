// "Download my data": everything the product keeps about a person, as one JSON document, written
// to the response as it is read (the generation history is read in pages, so ten thousand entries
// never sit in memory at once). The password hash and internal ids of other systems' secrets are
// not part of it.
import type { Response } from "express";
import type { PrismaClient, User } from "@seo/db/client";
import type { ListedSession } from "../data/sessions";

const PAGE = 500;

const profileOf = (u: User) => ({
  email: u.email,
  emailVerifiedAt: u.emailVerifiedAt,
  firstName: u.firstName,
  lastName: u.lastName,
  productEmails: u.productEmails,
  createdAt: u.createdAt,
});

const subscriptionOf = (u: User) => ({
  plan: u.subscriptionType,
  status: u.subscriptionStatus,
  selectedTool: u.selectedTool,
  trialStartDate: u.trialStartDate,
  trialEndsAt: u.trialEndsAt,
  currentPeriodEnd: u.subscriptionPeriodEnd,
  cancelAtPeriodEnd: u.cancelAtPeriodEnd,
  generationsUsedThisWeek: u.generationsUsed,
  weekEndsAt: u.weeklyResetDate,
});

export async function writeDataExport(
  prisma: PrismaClient,
  user: User,
  sessions: ListedSession[],
  res: Response,
  now: Date,
): Promise<void> {
  const [payments, projects] = await Promise.all([
    prisma.payment.findMany({
      where: { userId: user.id },
      orderBy: { paidAt: "asc" },
      select: { id: true, amount: true, currency: true, paidAt: true, refundedAt: true },
    }),
    prisma.workflowProject.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } }),
  ]);
  const head = {
    exportedAt: now.toISOString(),
    profile: profileOf(user),
    subscription: subscriptionOf(user),
    payments: payments.map((p) => ({ ...p, amount: p.amount / 100 })),
    workflowProjects: projects.map(({ userId: _userId, ...p }) => p),
    sessions: sessions.map(({ id: _id, current: _current, ...s }) => s),
  };
  const day = now.toISOString().slice(0, 10);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="rankforge-data-${day}.json"`);
  res.setHeader("Cache-Control", "no-store");
  const opening = JSON.stringify(head, null, 2);
  res.write(`${opening.slice(0, -2)},\n  "generationHistory": `);
  await writeHistory(prisma, user.id, arrayWriter(res));
  res.write(`,\n  "bulkRuns": `);
  await writeBulkRuns(prisma, user.id, arrayWriter(res));
  res.end("\n}\n");
}

/** A JSON array written to the response an item at a time, one item a line. */
function arrayWriter(res: Response) {
  let first = true;
  res.write("[");
  return {
    item(value: unknown) {
      res.write(`${first ? "\n" : ",\n"}    ${JSON.stringify(value)}`);
      first = false;
    },
    close: () => void res.write(first ? "]" : "\n  ]"),
  };
}
type ArrayWriter = ReturnType<typeof arrayWriter>;

/** The generation history, a page at a time. */
async function writeHistory(prisma: PrismaClient, userId: number, out: ArrayWriter) {
  let cursor: number | undefined;
  for (;;) {
    const page = await prisma.generatedContent.findMany({
      where: { userId },
      orderBy: { id: "asc" },
      take: PAGE,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      // Where each was made (a tool page, a workflow step, a bulk run) and whether it is starred.
      select: { id: true, toolType: true, source: true, starred: true, inputData: true, outputData: true, createdAt: true },
    });
    for (const { id: _id, ...entry } of page) out.item(entry);
    if (page.length < PAGE) break;
    cursor = page[page.length - 1]!.id;
  }
  out.close();
}

/**
 * Each bulk run with its rows as the person uploaded, reviewed and edited them, a run at a time (a
 * run holds at most the bulk limit of rows).
 */
async function writeBulkRuns(prisma: PrismaClient, userId: number, out: ArrayWriter) {
  const runs = await prisma.bulkRun.findMany({
    where: { userId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      toolType: true,
      fileName: true,
      status: true,
      stopReason: true,
      total: true,
      createdAt: true,
      finishedAt: true,
    },
  });
  for (const { id, ...run } of runs) {
    const rows = await prisma.bulkRow.findMany({
      where: { runId: id },
      orderBy: { rowNumber: "asc" },
      select: { rowNumber: true, input: true, status: true, output: true, error: true, editedText: true, review: true },
    });
    out.item({ ...run, rows });
  }
  out.close();
}
