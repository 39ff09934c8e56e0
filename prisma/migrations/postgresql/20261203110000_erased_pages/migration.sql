-- CreateTable: the secret links of erased people, which answer 410 Gone (decision 297).
CREATE TABLE "erased_pages" (
    "path" TEXT NOT NULL,
    "erased_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "erased_pages_pkey" PRIMARY KEY ("path")
);

-- Records erased before: the kept projects and accepted quotes lose their links, and a kept
-- project its name and who approved it (decision 297).
INSERT INTO "erased_pages" ("path")
SELECT '/prosjekt/' || "id" FROM "customer_projects"
WHERE "email" = '' AND "contact_name" = 'Slettet etter personvernforespørsel';
INSERT INTO "erased_pages" ("path") SELECT '/tilbud/' || "id" FROM "quotes" WHERE "email" = '';
UPDATE "customer_projects"
SET "project_name" = 'Anonymisert prosjekt', "approved_by" = "contact_name"
WHERE "email" = '' AND "contact_name" = 'Slettet etter personvernforespørsel';

-- The log's plain SHA-256 of an address could be read back by guessing; it is keyed from now
-- on, and the old ones are dropped (decision 298).
UPDATE "personal_data_log" SET "address_hash" = '';
