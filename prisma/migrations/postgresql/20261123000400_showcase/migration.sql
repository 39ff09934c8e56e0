-- CreateTable
CREATE TABLE "illustration_services" (
    "illustration_id" TEXT NOT NULL,
    "service_slug" TEXT NOT NULL,

    CONSTRAINT "illustration_services_pkey" PRIMARY KEY ("illustration_id","service_slug")
);

-- CreateTable
CREATE TABLE "panoramas" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "image_key" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "panoramas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "showcase_units" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "floor" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "rooms" INTEGER NOT NULL,
    "area" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'ledig',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "showcase_units_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "illustration_services_service_slug_idx" ON "illustration_services"("service_slug");

-- CreateIndex
CREATE UNIQUE INDEX "panoramas_image_key_key" ON "panoramas"("image_key");

-- CreateIndex
CREATE INDEX "panoramas_sort_order_idx" ON "panoramas"("sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "showcase_units_number_key" ON "showcase_units"("number");

-- CreateIndex
CREATE UNIQUE INDEX "showcase_units_floor_position_key" ON "showcase_units"("floor", "position");

-- AddForeignKey
ALTER TABLE "illustration_services" ADD CONSTRAINT "illustration_services_illustration_id_fkey" FOREIGN KEY ("illustration_id") REFERENCES "illustrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
