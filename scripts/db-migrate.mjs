// `npm run db:migrate`: applies the migrations for the configured database, the same
// runner the server uses at start-up. Vite loads the TypeScript module so there is one runner.
import { runnerImport } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const { module } = await runnerImport("/app/db/migrate.server.ts", {
  configFile: false,
  logLevel: "error",
  plugins: [tsconfigPaths()],
});
const { applied } = await module.migrateDatabase();
console.log(
  applied.length ? `Kjørte migreringer: ${applied.join(", ")}` : "Databasen er allerede oppdatert.",
);
