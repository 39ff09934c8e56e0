-- CreateTable
CREATE TABLE "staff_sessions" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "token_hash" TEXT NOT NULL,
    "sub" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "access_token" TEXT,
    "user_agent" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" DATETIME NOT NULL,
    "expires_at" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "staff_sessions_token_hash_key" ON "staff_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "staff_sessions_expires_at_idx" ON "staff_sessions"("expires_at");

-- CreateIndex
CREATE INDEX "staff_sessions_last_seen_at_idx" ON "staff_sessions"("last_seen_at");
