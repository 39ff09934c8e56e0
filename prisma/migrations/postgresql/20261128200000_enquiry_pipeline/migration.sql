-- AlterTable: the stage replaces the handled flag; a handled enquiry had been answered (decision 235).
ALTER TABLE "contact_requests" ADD COLUMN "company" TEXT NOT NULL DEFAULT '',
ADD COLUMN "stage" TEXT NOT NULL DEFAULT 'ny',
ADD COLUMN "reply_token" TEXT;
UPDATE "contact_requests" SET "stage" = 'besvart' WHERE "handled" = true;
ALTER TABLE "contact_requests" DROP COLUMN "handled";

-- CreateTable
CREATE TABLE "enquiry_stage_changes" (
    "id" TEXT NOT NULL,
    "contact_request_id" TEXT NOT NULL,
    "from_stage" TEXT,
    "stage" TEXT NOT NULL,
    "reason" TEXT,
    "staff_email" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enquiry_stage_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enquiry_notes" (
    "id" TEXT NOT NULL,
    "contact_request_id" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "staff_email" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enquiry_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enquiry_messages" (
    "id" TEXT NOT NULL,
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
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enquiry_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enquiry_message_attachments" (
    "id" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enquiry_message_attachments_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "enquiry_stage_changes" ADD CONSTRAINT "enquiry_stage_changes_contact_request_id_fkey" FOREIGN KEY ("contact_request_id") REFERENCES "contact_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_contact_request_id_fkey" FOREIGN KEY ("contact_request_id") REFERENCES "contact_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_contact_request_id_fkey" FOREIGN KEY ("contact_request_id") REFERENCES "contact_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enquiry_message_attachments" ADD CONSTRAINT "enquiry_message_attachments_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "enquiry_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;
