-- CreateTable
CREATE TABLE "oidc_records" (
    "kind" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "grant_id" TEXT,
    "uid" TEXT,
    "expires_at" TIMESTAMP(3),
    "consumed_at" TIMESTAMP(3),

    CONSTRAINT "oidc_records_pkey" PRIMARY KEY ("kind","id")
);

-- CreateIndex
CREATE INDEX "oidc_records_grant_id_idx" ON "oidc_records"("grant_id");

-- CreateIndex
CREATE INDEX "oidc_records_uid_idx" ON "oidc_records"("uid");

-- CreateIndex
CREATE INDEX "oidc_records_expires_at_idx" ON "oidc_records"("expires_at");
