-- CreateTable
CREATE TABLE "content_drafts" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "data" JSONB NOT NULL,
    "revision" INTEGER NOT NULL,
    "published_revision" INTEGER,
    "saved_by" TEXT NOT NULL,
    "saved_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "content_versions" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "published_by" TEXT NOT NULL,
    "published_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "content_versions_key_version_key" ON "content_versions"("key", "version");
