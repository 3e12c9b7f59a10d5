// Sveltia CMS trims every string it saves, with no option to keep the spaces. A few of the site's
// words are separators whose spaces belong to them (" – ", ": "), and trimmed they would run words
// together without failing any check. So the editor's save hook (public/admin/editor-hooks.js)
// puts back the spaces each such field has in the files now, listed here for it.
import { CONTENT_DIR, readContentFiles } from "../../app/content/data.ts";
import { DEFAULT_LOCALE, locales } from "../../app/content/locales.ts";
import { EDITABLE_FILES } from "./cms-config.ts";

/** Leading and trailing white space of one string, when it has any. */
export type Edges = [leading: string, trailing: string];

/** Every string with edge spaces in a parsed file, by its dotted key path ("page.a.0"). */
export function edgesOf(value: unknown, path: string[] = [], found: Record<string, Edges> = {}) {
  if (typeof value === "string") {
    const [, leading = "", trailing = ""] = /^(\s*)[\s\S]*?(\s*)$/.exec(value) ?? [];
    if ((leading || trailing) && value.trim() !== "") found[path.join(".")] = [leading, trailing];
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) edgesOf(item, [...path, key], found);
  }
  return found;
}

/**
 * By the path the CMS names an entry by (the default language's copy), then by language: the
 * default language's values are under the entry's `data`, the others' under `i18n`.
 */
export function edgeSpaces(contentDir: string = CONTENT_DIR) {
  const { files } = readContentFiles(contentDir);
  const result: Record<string, Record<string, Record<string, Edges>>> = {};
  for (const { file, i18n } of EDITABLE_FILES) {
    const byLocale = Object.fromEntries(
      (i18n ? locales : [DEFAULT_LOCALE]).map((locale) => {
        return [locale, edgesOf(files[file.replace("{{locale}}", locale)])];
      }),
    );
    if (Object.values(byLocale).some((found) => Object.keys(found).length > 0)) {
      result[`content/${file.replace("{{locale}}", DEFAULT_LOCALE)}`] = byLocale;
    }
  }
  return { defaultLocale: DEFAULT_LOCALE, files: result };
}

export const edgeSpacesJson = (contentDir?: string) =>
  `${JSON.stringify(edgeSpaces(contentDir), null, 2)}\n`;
