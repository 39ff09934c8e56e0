-- CreateTable
CREATE TABLE "suppressed_addresses" (
    "address_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "suppressed_addresses_pkey" PRIMARY KEY ("address_hash")
);

-- CreateTable
CREATE TABLE "personal_data_log" (
    "id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "staff_email" TEXT NOT NULL,
    "address_hash" TEXT NOT NULL,
    "counts" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "personal_data_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "personal_data_log_created_at_idx" ON "personal_data_log"("created_at");
