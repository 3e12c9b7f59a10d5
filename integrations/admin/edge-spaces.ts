// Sveltia CMS trims every string it saves ("Leading and trailing whitespaces in text-type field
// values are automatically removed", its data-output docs; there is no option to keep them). A few
// of the site's words are separators whose spaces belong to them (" – " between two numbers,
// ": " before a title), and trimmed they would run words together on the page without failing
// any check. So the editor's save hook (public/admin/keep-edge-spaces.js) puts back, on each such
// field, the spaces it has in the files as they are now, listed here for it.
import { CONTENT_DIR, readContentFiles } from "../../app/content/data.ts";
import { DEFAULT_LOCALE, locales } from "../../app/content/locales.ts";
import { EDITABLE_FILES } from "./cms-config.ts";

/** Leading and trailing white space of one string, when it has any. */
export type Edges = [leading: string, trailing: string];

export interface EdgeSpaces {
  /** The language whose values an entry holds under `data`; the others are under `i18n`. */
  defaultLocale: string;
  /** By the file's path as the CMS names an entry (the default language's copy), then language. */
  files: Record<string, Record<string, Record<string, Edges>>>;
}

/** Every string with edge spaces in a parsed file, by its dotted key path ("page.a.0"). */
export function edgesOf(value: unknown, path: string[] = [], found: Record<string, Edges> = {}) {
  if (typeof value === "string") {
    const [, leading = "", trailing = ""] = /^(\s*)[\s\S]*?(\s*)$/.exec(value) ?? [];
    if ((leading || trailing) && value.trim() !== "") found[path.join(".")] = [leading, trailing];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => edgesOf(item, [...path, String(index)], found));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) edgesOf(item, [...path, key], found);
  }
  return found;
}

export function edgeSpaces(contentDir: string = CONTENT_DIR): EdgeSpaces {
  const { files } = readContentFiles(contentDir);
  const result: EdgeSpaces = { defaultLocale: DEFAULT_LOCALE, files: {} };
  for (const { file } of EDITABLE_FILES.shared) {
    const found = edgesOf(files[file]);
    if (Object.keys(found).length > 0) {
      result.files[`content/${file}`] = { [DEFAULT_LOCALE]: found };
    }
  }
  for (const { file } of EDITABLE_FILES.text) {
    const byLocale = Object.fromEntries(
      locales.map((locale) => [locale, edgesOf(files[file.replace("{{locale}}", locale)])]),
    );
    if (Object.values(byLocale).some((found) => Object.keys(found).length > 0)) {
      result.files[`content/${file.replace("{{locale}}", DEFAULT_LOCALE)}`] = byLocale;
    }
  }
  return result;
}

export const edgeSpacesJson = (contentDir?: string) =>
  `${JSON.stringify(edgeSpaces(contentDir), null, 2)}\n`;
