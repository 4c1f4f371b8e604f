-- CreateTable
CREATE TABLE "remote_releases" (
    "name" TEXT NOT NULL,
    "pinnedVersion" TEXT NOT NULL,
    "canaryVersion" TEXT,
    "canaryPercent" INTEGER NOT NULL DEFAULT 0,
    "lastGoodVersion" TEXT,
    "updatedBy" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "remote_releases_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "remote_release_events" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "version" TEXT,
    "previousVersion" TEXT,
    "canaryPercent" INTEGER,
    "actor" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "remote_release_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "remote_release_events_name_createdAt_idx" ON "remote_release_events"("name", "createdAt");

