-- AlterTable
ALTER TABLE "customer_projects" ADD COLUMN "approved_at" TIMESTAMP(3),
ADD COLUMN "approved_by" TEXT,
ADD COLUMN "approved_round" INTEGER;

-- AlterTable
ALTER TABLE "customer_project_files" ADD COLUMN "delivery" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "feedback_rounds" (
    "id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedback_rounds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feedback_images" (
    "id" TEXT NOT NULL,
    "round_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedback_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feedback_pins" (
    "id" TEXT NOT NULL,
    "image_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "x" DOUBLE PRECISION NOT NULL,
    "y" DOUBLE PRECISION NOT NULL,
    "resolved_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedback_pins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feedback_comments" (
    "id" TEXT NOT NULL,
    "pin_id" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedback_comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feedback_notices" (
    "id" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "mailed_at" TIMESTAMP(3),

    CONSTRAINT "feedback_notices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "feedback_rounds_project_id_number_key" ON "feedback_rounds"("project_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "feedback_images_storage_key_key" ON "feedback_images"("storage_key");

-- CreateIndex
CREATE INDEX "feedback_images_round_id_sort_order_idx" ON "feedback_images"("round_id", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "feedback_pins_image_id_number_key" ON "feedback_pins"("image_id", "number");

-- CreateIndex
CREATE INDEX "feedback_comments_pin_id_created_at_idx" ON "feedback_comments"("pin_id", "created_at");

-- CreateIndex
CREATE INDEX "feedback_notices_recipient_mailed_at_idx" ON "feedback_notices"("recipient", "mailed_at");

-- CreateIndex
CREATE INDEX "feedback_notices_project_id_idx" ON "feedback_notices"("project_id");

-- AddForeignKey
ALTER TABLE "feedback_rounds" ADD CONSTRAINT "feedback_rounds_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "customer_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "feedback_rounds"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback_pins" ADD CONSTRAINT "feedback_pins_image_id_fkey" FOREIGN KEY ("image_id") REFERENCES "feedback_images"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback_comments" ADD CONSTRAINT "feedback_comments_pin_id_fkey" FOREIGN KEY ("pin_id") REFERENCES "feedback_pins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback_notices" ADD CONSTRAINT "feedback_notices_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "customer_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
