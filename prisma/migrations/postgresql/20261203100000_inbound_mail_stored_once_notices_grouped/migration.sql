-- AlterTable: an inbound mail's own Message-ID, so a replayed webhook post is stored once (decision 293).
ALTER TABLE "enquiry_messages" ADD COLUMN "received_message_id" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "enquiry_messages_received_message_id_key" ON "enquiry_messages"("received_message_id");

-- CreateTable: inbound mails staff hear of in one grouped mail (decision 294).
CREATE TABLE "inbound_mail_notices" (
    "id" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "mailed_at" TIMESTAMP(3),

    CONSTRAINT "inbound_mail_notices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "inbound_mail_notices_message_id_key" ON "inbound_mail_notices"("message_id");

-- CreateIndex
CREATE INDEX "inbound_mail_notices_mailed_at_idx" ON "inbound_mail_notices"("mailed_at");

-- AddForeignKey
ALTER TABLE "inbound_mail_notices" ADD CONSTRAINT "inbound_mail_notices_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "enquiry_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;
