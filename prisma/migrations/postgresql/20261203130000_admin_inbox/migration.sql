-- AlterTable: since when an enquiry waits for staff (decision 302). A new enquiry waits from
-- its arrival; one whose customer wrote after our last answer waits from that mail.
ALTER TABLE "contact_requests" ADD COLUMN "waiting_since" TIMESTAMP(3);
ALTER TABLE "contact_requests" ALTER COLUMN "waiting_since" SET DEFAULT CURRENT_TIMESTAMP;
UPDATE "contact_requests" SET "waiting_since" = "created_at" WHERE "stage" = 'ny';
UPDATE "contact_requests" SET "waiting_since" = (
    SELECT MIN(m."created_at") FROM "enquiry_messages" m
    WHERE m."contact_request_id" = "contact_requests"."id" AND m."direction" = 'in'
      AND NOT EXISTS (
        SELECT 1 FROM "enquiry_messages" o
        WHERE o."contact_request_id" = m."contact_request_id" AND o."direction" = 'out'
          AND o."created_at" > m."created_at"
      )
) WHERE "waiting_since" IS NULL;

-- CreateIndex
CREATE INDEX "contact_requests_waiting_since_idx" ON "contact_requests"("waiting_since");

-- CreateTable: items staff took off the admin inbox (decision 302).
CREATE TABLE "inbox_dismissals" (
    "key" TEXT NOT NULL,
    "staff_email" TEXT NOT NULL,
    "dismissed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_dismissals_pkey" PRIMARY KEY ("key")
);
