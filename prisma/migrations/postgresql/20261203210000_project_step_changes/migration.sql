-- CreateTable: every move of a customer project between steps, with who made it (no staff
-- e-mail: the customer, by approving a round), for the project's timeline (decision 343).
-- Earlier moves were not recorded and are not made up.
CREATE TABLE "customer_project_step_changes" (
    "id" TEXT NOT NULL,
    "project_id" TEXT NOT NULL,
    "from_step" TEXT NOT NULL,
    "step" TEXT NOT NULL,
    "staff_email" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_project_step_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "customer_project_step_changes_project_id_created_at_idx" ON "customer_project_step_changes"("project_id", "created_at");

-- AddForeignKey
ALTER TABLE "customer_project_step_changes" ADD CONSTRAINT "customer_project_step_changes_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "customer_projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
