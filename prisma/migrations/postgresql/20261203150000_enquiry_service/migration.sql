-- AlterTable: the service an enquiry is about, set by staff; the numbers page counts enquiries by it (decision 308).
ALTER TABLE "contact_requests" ADD COLUMN "service" TEXT;
