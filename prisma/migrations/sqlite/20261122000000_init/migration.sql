-- CreateTable
CREATE TABLE "contact_requests" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "handled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "contact_attachments" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "contact_request_id" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "contact_attachments_contact_request_id_fkey" FOREIGN KEY ("contact_request_id") REFERENCES "contact_requests" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "newsletter_subscribers" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "subscribed_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    "consented_at" DATETIME NOT NULL,
    "consent_version" TEXT NOT NULL,
    "unsubscribed_at" DATETIME
);

-- CreateTable
CREATE TABLE "newsletter_campaigns" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "subject" TEXT NOT NULL,
    "body_markdown" TEXT NOT NULL,
    "roles" JSONB NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" DATETIME,
    "recipient_count" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "illustrations" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "image_path" TEXT NOT NULL,
    "alt" TEXT NOT NULL DEFAULT '',
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "portfolio_projects" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "location" TEXT NOT NULL DEFAULT '',
    "services" JSONB NOT NULL,
    "body_markdown" TEXT NOT NULL DEFAULT '',
    "cover_key" TEXT,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "portfolio_images" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "project_id" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "alt" TEXT NOT NULL DEFAULT '',
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "portfolio_images_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "portfolio_projects" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "customer_projects" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "contact_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "company" TEXT NOT NULL DEFAULT '',
    "project_name" TEXT NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "project_type" TEXT NOT NULL,
    "units" INTEGER,
    "services" JSONB NOT NULL,
    "deadline" DATETIME,
    "description" TEXT NOT NULL DEFAULT '',
    "step" TEXT NOT NULL DEFAULT 'oppstart',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "customer_project_messages" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "project_id" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "customer_project_messages_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "customer_projects" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "customer_project_files" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "project_id" TEXT NOT NULL,
    "message_id" TEXT,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "customer_project_files_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "customer_projects" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "customer_project_files_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "customer_project_messages" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "to" TEXT NOT NULL,
    "from" TEXT NOT NULL,
    "reply_to" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "headers" JSONB NOT NULL,
    "attachments" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "sent_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "contact_request_id" TEXT,
    "campaign_id" TEXT,
    CONSTRAINT "outbox_messages_contact_request_id_fkey" FOREIGN KEY ("contact_request_id") REFERENCES "contact_requests" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "outbox_messages_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "newsletter_campaigns" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "rate_limit_windows" (
    "key" TEXT NOT NULL,
    "window_start" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("key", "window_start")
);

-- CreateTable
CREATE TABLE "app_settings" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "updated_at" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "contact_attachments_storage_key_key" ON "contact_attachments"("storage_key");

-- CreateIndex
CREATE INDEX "contact_attachments_contact_request_id_idx" ON "contact_attachments"("contact_request_id");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers"("email");

-- CreateIndex
CREATE INDEX "newsletter_subscribers_role_idx" ON "newsletter_subscribers"("role");

-- CreateIndex
CREATE UNIQUE INDEX "illustrations_image_path_key" ON "illustrations"("image_path");

-- CreateIndex
CREATE INDEX "illustrations_sort_order_idx" ON "illustrations"("sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "portfolio_projects_slug_key" ON "portfolio_projects"("slug");

-- CreateIndex
CREATE INDEX "portfolio_projects_published_idx" ON "portfolio_projects"("published");

-- CreateIndex
CREATE UNIQUE INDEX "portfolio_images_storage_key_key" ON "portfolio_images"("storage_key");

-- CreateIndex
CREATE INDEX "portfolio_images_project_id_sort_order_idx" ON "portfolio_images"("project_id", "sort_order");

-- CreateIndex
CREATE INDEX "customer_projects_created_at_idx" ON "customer_projects"("created_at");

-- CreateIndex
CREATE INDEX "customer_project_messages_project_id_created_at_idx" ON "customer_project_messages"("project_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "customer_project_files_storage_key_key" ON "customer_project_files"("storage_key");

-- CreateIndex
CREATE INDEX "customer_project_files_project_id_idx" ON "customer_project_files"("project_id");

-- CreateIndex
CREATE INDEX "customer_project_files_message_id_idx" ON "customer_project_files"("message_id");

-- CreateIndex
CREATE INDEX "outbox_messages_status_next_attempt_at_idx" ON "outbox_messages"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "outbox_messages_contact_request_id_idx" ON "outbox_messages"("contact_request_id");

-- CreateIndex
CREATE INDEX "outbox_messages_campaign_id_idx" ON "outbox_messages"("campaign_id");

-- CreateIndex
CREATE INDEX "rate_limit_windows_window_start_idx" ON "rate_limit_windows"("window_start");
