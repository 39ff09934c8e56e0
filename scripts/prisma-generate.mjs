// Generates both Prisma clients from prisma/schema.prisma without network access.
// A client is bound to one provider, so the PostgreSQL client is generated from a copy
// of the schema with only the provider and output changed (decision 010).
// Prisma's CLI wants a schema engine even for `generate`; /bin/false stops it downloading one.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const schemaPath = path.join(root, "prisma/schema.prisma");
const postgresDir = path.join(root, "app/generated/postgresql");
const prismaBin = path.join(root, "node_modules/prisma/build/index.js");

function generate(schema) {
  execFileSync(process.execPath, [prismaBin, "generate", "--schema", schema], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false",
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
    },
  });
}

function postgresSchema(sqliteSchema) {
  const withoutDatamodel = sqliteSchema.replace(/\ngenerator datamodel \{[^}]*\}\n/, "\n");
  const replaced = withoutDatamodel
    .replace(/provider = "sqlite"/, 'provider = "postgresql"')
    .replace(/output\s+= "\.\.\/app\/generated\/prisma"/, 'output   = "./client"');
  if (replaced === withoutDatamodel || !replaced.includes('provider = "postgresql"')) {
    throw new Error("prisma/schema.prisma: fant ikke provider/output å bytte ut for PostgreSQL");
  }
  return replaced;
}

generate(schemaPath);
mkdirSync(postgresDir, { recursive: true });
const postgresSchemaPath = path.join(postgresDir, "schema.prisma");
writeFileSync(postgresSchemaPath, postgresSchema(readFileSync(schemaPath, "utf8")));
generate(postgresSchemaPath);
