// `npm run bench`: every bench:* script in package.json, one after another; fails if any did.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const benches = Object.keys(scripts).filter((name) => name.startsWith("bench:"));
const failed = [];
for (const name of benches) {
  console.log(`\n== npm run ${name}`);
  if (spawnSync("npm", ["run", "--silent", name], { stdio: "inherit" }).status !== 0)
    failed.push(name);
}
console.log(
  `\n${benches.length - failed.length} av ${benches.length} benker innenfor${failed.length ? `; ikke innenfor: ${failed.join(", ")}` : ""}`,
);
process.exitCode = failed.length ? 1 : 0;
