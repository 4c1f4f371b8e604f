-- AlterTable
ALTER TABLE "generated_content" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'page',
ADD COLUMN     "starred" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "bulk_runs" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "toolType" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "stopReason" TEXT,
    "total" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bulk_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bulk_rows" (
    "id" SERIAL NOT NULL,
    "runId" INTEGER NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "input" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "output" JSONB,
    "error" TEXT,
    "editedText" TEXT,
    "review" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bulk_rows_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "bulk_runs_userId_createdAt_idx" ON "bulk_runs"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "bulk_rows_runId_status_idx" ON "bulk_rows"("runId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "bulk_rows_runId_rowNumber_key" ON "bulk_rows"("runId", "rowNumber");

-- CreateIndex
CREATE INDEX "generated_content_userId_toolType_createdAt_idx" ON "generated_content"("userId", "toolType", "createdAt");

-- CreateIndex
CREATE INDEX "generated_content_userId_starred_createdAt_idx" ON "generated_content"("userId", "starred", "createdAt");

-- AddForeignKey
ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_runId_fkey" FOREIGN KEY ("runId") REFERENCES "bulk_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

