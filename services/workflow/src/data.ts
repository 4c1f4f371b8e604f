// Workflow projects in the database. Every query is scoped to the owner, so another user's
// project is simply not found.
import { Prisma, type PrismaClient } from "@seo/db/client";
import type { ListPosition, ProjectRow, ProjectSummaryRow } from "./domain";

export type ProjectChanges = Partial<
  Pick<
    ProjectRow,
    "projectName" | "status" | "currentStep" | "trendspyData" | "descriptoData" | "hookgenieData" | "seosnapshotData"
  >
>;

/** First key of the transaction-scoped advisory lock taken per user while a project is created. */
const CREATE_LOCK_KEY = 0x77666c31; // "wfl1"
/** Waiting behind other creates of the same user, then the three statements. */
const CREATE_TX = { maxWait: 5_000, timeout: 5_000 };

/** A step column is filled unless it is empty, blank or "null" (the same rule as domain.progressOf). */
const filledSql = (column: string) =>
  Prisma.raw(`("${column}" IS NOT NULL AND btrim("${column}", E' \\t\\n\\r') NOT IN ('', 'null'))`);

interface SummarySqlRow {
  id: number;
  projectName: string;
  status: string;
  currentStep: string;
  createdAt: Date;
  updatedAt: Date;
  trendspy: boolean;
  descripto: boolean;
  hookgenie: boolean;
  seosnapshot: boolean;
}

export function createProjectStore(prisma: PrismaClient) {
  return {
    /**
     * One page of the owner's projects, newest first, without their step data (only which steps
     * have some): at most `limit` rows after `after`.
     */
    async listPage(userId: number, limit: number, after?: ListPosition): Promise<ProjectSummaryRow[]> {
      // Timestamps are stored as UTC without a zone (Prisma's DateTime), so the cursor's instant is
      // compared as that same UTC wall time.
      const position = after
        ? Prisma.sql`AND ("createdAt", id) < (${after.createdAt.toISOString().slice(0, -1)}::timestamp(3), ${after.id}::int)`
        : Prisma.empty;
      const rows = await prisma.$queryRaw<SummarySqlRow[]>`
        SELECT id, "projectName", status, "currentStep", "createdAt", "updatedAt",
          ${filledSql("trendspyData")} AS trendspy, ${filledSql("descriptoData")} AS descripto,
          ${filledSql("hookgenieData")} AS hookgenie, ${filledSql("seosnapshotData")} AS seosnapshot
        FROM workflow_projects
        WHERE "userId" = ${userId}::int ${position}
        ORDER BY "createdAt" DESC, id DESC
        LIMIT ${limit}::int`;
      return rows.map(({ trendspy, descripto, hookgenie, seosnapshot, ...row }) => ({
        ...row,
        filledSteps: { trendspy, descripto, hookgenie, seosnapshot },
      }));
    },
    countOwned(userId: number): Promise<number> {
      return prisma.workflowProject.count({ where: { userId } });
    },
    findOwned(userId: number, id: number): Promise<ProjectRow | null> {
      return prisma.workflowProject.findFirst({ where: { id, userId } });
    },
    /**
     * Creates a project unless the owner already has `maxProjects`; undefined then. Creates of one
     * user are serialised by an advisory lock held until the transaction ends, so concurrent ones
     * each count the others' rows and the cap holds.
     */
    createWithinLimit(userId: number, projectName: string, maxProjects: number): Promise<ProjectRow | undefined> {
      return prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CREATE_LOCK_KEY}::int, ${userId}::int)`;
        if ((await tx.workflowProject.count({ where: { userId } })) >= maxProjects) return undefined;
        return tx.workflowProject.create({ data: { userId, projectName, status: "in_progress", currentStep: "trendspy" } });
      }, CREATE_TX);
    },
    /** Undefined when the project is not the user's (or no longer exists). */
    async updateOwned(userId: number, id: number, changes: ProjectChanges): Promise<ProjectRow | undefined> {
      const { count } = await prisma.workflowProject.updateMany({ where: { id, userId }, data: changes });
      if (count === 0) return undefined;
      return (await prisma.workflowProject.findFirst({ where: { id, userId } })) ?? undefined;
    },
    async deleteOwned(userId: number, id: number): Promise<boolean> {
      const { count } = await prisma.workflowProject.deleteMany({ where: { id, userId } });
      return count > 0;
    },
  };
}

export type ProjectStore = ReturnType<typeof createProjectStore>;
