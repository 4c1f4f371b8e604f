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
  res.write(`${opening.slice(0, -2)},\n  "generationHistory": [`);
  let cursor: number | undefined;
  let first = true;
  for (;;) {
    const page = await prisma.generatedContent.findMany({
      where: { userId: user.id },
      orderBy: { id: "asc" },
      take: PAGE,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      // Where each was made (a tool page, a workflow step, a bulk run) and whether it is starred.
      select: { id: true, toolType: true, source: true, starred: true, inputData: true, outputData: true, createdAt: true },
    });
    for (const entry of page) {
      const { id: _id, ...rest } = entry;
      res.write(`${first ? "\n" : ",\n"}    ${JSON.stringify(rest)}`);
      first = false;
    }
    if (page.length < PAGE) break;
    cursor = page[page.length - 1]!.id;
  }
  res.end(`${first ? "" : "\n  "}]\n}\n`);
}
