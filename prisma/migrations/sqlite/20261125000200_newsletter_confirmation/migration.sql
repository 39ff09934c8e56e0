-- AlterTable
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" DATETIME;

-- Everyone who signed up before double opt-in counts as confirmed.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "consented_at";

-- CreateIndex
CREATE INDEX "newsletter_subscribers_confirmed_at_consented_at_idx" ON "newsletter_subscribers"("confirmed_at", "consented_at");
