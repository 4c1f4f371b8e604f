// Workflow projects in the database. Every query is scoped to the owner, so another user's
// project is simply not found.
import type { PrismaClient } from "@seo/db/client";
import type { ProjectRow } from "./domain";

export type ProjectChanges = Partial<
  Pick<
    ProjectRow,
    "projectName" | "status" | "currentStep" | "trendspyData" | "descriptoData" | "hookgenieData" | "seosnapshotData"
  >
>;

export function createProjectStore(prisma: PrismaClient) {
  return {
    listByOwner(userId: number): Promise<ProjectRow[]> {
      return prisma.workflowProject.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    },
    findOwned(userId: number, id: number): Promise<ProjectRow | null> {
      return prisma.workflowProject.findFirst({ where: { id, userId } });
    },
    create(userId: number, projectName: string): Promise<ProjectRow> {
      return prisma.workflowProject.create({ data: { userId, projectName, status: "in_progress", currentStep: "trendspy" } });
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
