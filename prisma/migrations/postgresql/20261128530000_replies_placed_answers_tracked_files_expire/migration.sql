-- AlterTable: a staff answer points at its outbox row (decision 269); an unplaced reply
-- placed by staff keeps who placed it and when (decision 268).
ALTER TABLE "enquiry_messages" ADD COLUMN "outbox_message_id" TEXT,
ADD COLUMN "placed_by" TEXT,
ADD COLUMN "placed_at" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "enquiry_messages_outbox_message_id_key" ON "enquiry_messages"("outbox_message_id");

-- AddForeignKey
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_outbox_message_id_fkey" FOREIGN KEY ("outbox_message_id") REFERENCES "outbox_messages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AlterTable: when a delivered project's files were deleted after the retention period (decision 270).
ALTER TABLE "customer_projects" ADD COLUMN "files_deleted_at" TIMESTAMP(3);
