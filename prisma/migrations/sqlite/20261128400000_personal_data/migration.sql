-- CreateTable
CREATE TABLE "suppressed_addresses" (
    "address_hash" TEXT NOT NULL PRIMARY KEY,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "personal_data_log" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "action" TEXT NOT NULL,
    "staff_email" TEXT NOT NULL,
    "address_hash" TEXT NOT NULL,
    "counts" JSONB NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "personal_data_log_created_at_idx" ON "personal_data_log"("created_at");
