-- AlterTable: the stage replaces the handled flag; a handled enquiry had been answered (decision 235).
ALTER TABLE "contact_requests" ADD COLUMN "company" TEXT NOT NULL DEFAULT '';
ALTER TABLE "contact_requests" ADD COLUMN "stage" TEXT NOT NULL DEFAULT 'ny';
ALTER TABLE "contact_requests" ADD COLUMN "reply_token" TEXT;
UPDATE "contact_requests" SET "stage" = 'besvart' WHERE "handled" = 1;
ALTER TABLE "contact_requests" DROP COLUMN "handled";

-- CreateTable
CREATE TABLE "enquiry_stage_changes" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "contact_request_id" TEXT NOT NULL,
    "from_stage" TEXT,
    "stage" TEXT NOT NULL,
    "reason" TEXT,
    "staff_email" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "enquiry_stage_changes_contact_request_id_fkey" FOREIGN KEY ("contact_request_id") REFERENCES "contact_requests" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "enquiry_notes" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "contact_request_id" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "staff_email" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "enquiry_notes_contact_request_id_fkey" FOREIGN KEY ("contact_request_id") REFERENCES "contact_requests" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "enquiry_messages" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "contact_request_id" TEXT,
    "direction" TEXT NOT NULL,
    "from_address" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "message_id" TEXT NOT NULL,
    "in_reply_to" TEXT,
    "staff_email" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "enquiry_messages_contact_request_id_fkey" FOREIGN KEY ("contact_request_id") REFERENCES "contact_requests" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "enquiry_message_attachments" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "message_id" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "enquiry_message_attachments_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "enquiry_messages" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "contact_requests_reply_token_key" ON "contact_requests"("reply_token");

-- CreateIndex
CREATE INDEX "contact_requests_stage_created_at_idx" ON "contact_requests"("stage", "created_at");

-- CreateIndex
CREATE INDEX "enquiry_stage_changes_contact_request_id_created_at_idx" ON "enquiry_stage_changes"("contact_request_id", "created_at");

-- CreateIndex
CREATE INDEX "enquiry_notes_contact_request_id_created_at_idx" ON "enquiry_notes"("contact_request_id", "created_at");

-- CreateIndex
CREATE INDEX "enquiry_messages_contact_request_id_created_at_idx" ON "enquiry_messages"("contact_request_id", "created_at");

-- CreateIndex
CREATE INDEX "enquiry_messages_message_id_idx" ON "enquiry_messages"("message_id");

-- CreateIndex
CREATE UNIQUE INDEX "enquiry_message_attachments_storage_key_key" ON "enquiry_message_attachments"("storage_key");

-- CreateIndex
CREATE INDEX "enquiry_message_attachments_message_id_idx" ON "enquiry_message_attachments"("message_id");
