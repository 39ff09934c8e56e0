-- AlterTable
ALTER TABLE "customer_projects" ADD COLUMN "enquiry_id" TEXT;

-- CreateTable
CREATE TABLE "quotes" (
    "id" TEXT NOT NULL,
    "enquiry_id" TEXT,
    "project_id" TEXT,
    "version" INTEGER NOT NULL,
    "customer_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "valid_until" TIMESTAMP(3) NOT NULL,
    "terms" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'open',
    "sent_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_at" TIMESTAMP(3),
    "accepted_by" TEXT,
    "decline_reason" TEXT,
    "superseded_by" TEXT,

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_lines" (
    "id" TEXT NOT NULL,
    "quote_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price_ore" INTEGER NOT NULL,

    CONSTRAINT "quote_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "customer_projects_enquiry_id_key" ON "customer_projects"("enquiry_id");

-- CreateIndex
CREATE UNIQUE INDEX "quotes_enquiry_id_version_key" ON "quotes"("enquiry_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "quotes_project_id_version_key" ON "quotes"("project_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "quote_lines_quote_id_position_key" ON "quote_lines"("quote_id", "position");

-- AddForeignKey
ALTER TABLE "customer_projects" ADD CONSTRAINT "customer_projects_enquiry_id_fkey" FOREIGN KEY ("enquiry_id") REFERENCES "contact_requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_enquiry_id_fkey" FOREIGN KEY ("enquiry_id") REFERENCES "contact_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "customer_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
