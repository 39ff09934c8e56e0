-- CreateTable
CREATE TABLE "staff_sign_in_records" (
    "email" TEXT NOT NULL,
    "failed_since_sign_in" INTEGER NOT NULL DEFAULT 0,
    "failed_before_sign_in" INTEGER NOT NULL DEFAULT 0,
    "last_failed_at" TIMESTAMP(3),

    CONSTRAINT "staff_sign_in_records_pkey" PRIMARY KEY ("email")
);
