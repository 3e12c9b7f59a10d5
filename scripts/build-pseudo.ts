// `npm test`'s pseudo-locale build, into build/pseudo/: the site with a third language made by
// machine from the English words (scripts/pseudo-locale.ts), added the way a real one is, as a
// folder of content and its line in app/content/locales.ts (PSEUDO_LOCALE=1 turns that line on).
// tests/e2e/pseudo-locale.spec.ts then holds its pages to English's.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import { entryKinds } from "../app/content/data.ts";
import { DEFAULT_LOCALE, PSEUDO_LOCALE } from "../app/content/locales.ts";
import { astroBuild } from "./lib/astro-build.mjs";
import { pseudoTranslateData } from "./pseudo-locale.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = join(root, "build/pseudo");
const content = join(out, "content");

rmSync(out, { recursive: true, force: true });
cpSync(join(root, "content"), content, { recursive: true });
const english = join(content, DEFAULT_LOCALE);
const files = readdirSync(english, { recursive: true, encoding: "utf8" });
for (const file of files.filter((name) => name.endsWith(".yaml"))) {
  // An entry's file keeps what is the same in every language: its prices, its section.
  const entry = Object.values(entryKinds).find(({ folder }) => dirname(file) === folder);
  const data: unknown = parse(readFileSync(join(english, file), "utf8"));
  const words = pseudoTranslateData(data, "", entry?.schema);
  mkdirSync(dirname(join(content, PSEUDO_LOCALE, file)), { recursive: true });
  writeFileSync(join(content, PSEUDO_LOCALE, file), stringify(words));
}

const { status } = astroBuild(["--outDir", join(out, "client")], {
  PSEUDO_LOCALE: "1",
  SITE_CONTENT_DIR: content,
});
process.exit(status ?? 1);
