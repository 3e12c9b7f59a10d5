import { problem, strings } from "./data.ts";

/** Stand-ins for facts only the company can give, which a production build refuses. */
const STAND_INS: readonly { pattern: RegExp; what: string }[] = [
  // Anywhere in a string: "… member of [Fachgruppe]." is as unfinished as "[Fachgruppe]".
  { pattern: /\[[^\]]*\]/, what: "a stand-in in brackets" },
  { pattern: /[.@]([a-z0-9-]+\.)*example\b/i, what: "an address at the reserved .example domain" },
  { pattern: /Musterstraße/, what: "the sample street" },
  { pattern: /^\+43 1 234 5678$/, what: "the sample phone number" },
];

/** Every placeholder value in parsed data files (by their path under content/). */
export function findPlaceholders(files: Record<string, unknown>) {
  return Object.entries(files).flatMap(([file, data]) =>
    [...strings(data)].flatMap(([value, path]) => {
      const standIn = STAND_INS.find(({ pattern }) => pattern.test(value));
      return standIn ? [{ file, path, value, what: standIn.what }] : [];
    }),
  );
}

/** One line per placeholder, naming the file and field: what a production build prints. */
export function placeholderLines(files: Record<string, unknown>): string[] {
  return findPlaceholders(files).map(({ file, path, value, what }) =>
    problem(file, files[file], path, `"${value}" is ${what}`),
  );
}

/** `npm run build:production`, or Cloudflare Pages building the branch the editor publishes to. */
export function isProductionBuild(
  env: Record<string, string | undefined>,
  publishedBranch: string | undefined,
): boolean {
  if (env.SITE_BUILD === "production") return true;
  return env.CF_PAGES === "1" && !!publishedBranch && env.CF_PAGES_BRANCH === publishedBranch;
}
