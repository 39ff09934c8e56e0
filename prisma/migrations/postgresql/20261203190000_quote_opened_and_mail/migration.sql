-- AlterTable: when the customer first opened the quote's page, for the timeline (decision 331).
ALTER TABLE "quotes" ADD COLUMN "opened_at" TIMESTAMP(3);

-- AlterTable: the thread mail a quote went out as, so the timeline shows the quote once
-- (decision 330). Earlier quote mails are found by the link to the quote they carry.
ALTER TABLE "enquiry_messages" ADD COLUMN "quote_id" TEXT;
UPDATE "enquiry_messages" SET "quote_id" = (
    SELECT q."id" FROM "quotes" q
    WHERE q."enquiry_id" = "enquiry_messages"."contact_request_id"
      AND strpos("enquiry_messages"."text", '/tilbud/' || q."id") > 0
    LIMIT 1
) WHERE "direction" = 'out'
  AND ("subject" LIKE 'Tilbud fra %' OR "subject" LIKE 'Oppdatert tilbud fra %');

-- CreateIndex
CREATE INDEX "enquiry_messages_quote_id_idx" ON "enquiry_messages"("quote_id");

-- AddForeignKey
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE SET NULL ON UPDATE CASCADE;
