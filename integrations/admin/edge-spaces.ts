// Sveltia CMS trims every string it saves, and separators (" – ", ": ") would run words together
// without failing any check: the save hook (public/admin/editor-hooks.js) puts back these spaces.
import { CONTENT_DIR, readContentFiles, strings } from "../../app/content/data.ts";
import { DEFAULT_LOCALE, locales } from "../../app/content/locales.ts";
import { EDITABLE_FILES } from "./cms-config.ts";

export type Edges = [leading: string, trailing: string];

/** Every string with edge spaces in a parsed file, by its dotted key path ("page.a.0"). */
export function edgesOf(value: unknown) {
  const found: Record<string, Edges> = {};
  for (const [text, path] of strings(value)) {
    const [, leading = "", trailing = ""] = /^(\s*)[\s\S]*?(\s*)$/.exec(text) ?? [];
    if ((leading || trailing) && text.trim() !== "") found[path.join(".")] = [leading, trailing];
  }
  return found;
}

/** By the path the CMS names an entry by (the default language's copy), then by language. */
export function edgeSpaces(contentDir: string = CONTENT_DIR) {
  const { files } = readContentFiles(contentDir);
  const result: Record<string, Record<string, Record<string, Edges>>> = {};
  for (const { file, i18n } of EDITABLE_FILES) {
    for (const locale of i18n ? locales : [DEFAULT_LOCALE]) {
      const found = edgesOf(files[file.replace("{{locale}}", locale)]);
      const entry = `content/${file.replace("{{locale}}", DEFAULT_LOCALE)}`;
      if (Object.keys(found).length > 0) (result[entry] ??= {})[locale] = found;
    }
  }
  return { defaultLocale: DEFAULT_LOCALE, files: result };
}
