// So a save writes a data file exactly as the project keeps it: YAML as Prettier formats it (the
// CMS single-quotes, which `npm run check` rejects), and the spaces the CMS trims put back.
import { stringify } from "yaml";

/** A data file's text: the same options write the committed files byte for byte. */
export function toYaml(data) {
  return `${stringify(data, { lineWidth: 0, indentSeq: true, singleQuote: false }).trim()}\n`;
}

/**
 * The [key path, value] changes that put the spaces back in one language's `data`; an empty
 * field stays empty. `edges`: [leading, trailing] by dotted key path ("page.userRange.separator").
 */
export function edgeRepairs(data, edges) {
  const repairs = [];
  for (const [dotted, [leading, trailing]] of Object.entries(edges)) {
    const path = dotted.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    const value = path.reduce((node, key) => node?.[key], data);
    if (typeof value !== "string" || value.trim() === "") continue;
    const restored = `${leading}${value.trim()}${trailing}`;
    if (restored !== value) repairs.push([path, restored]);
  }
  return repairs;
}

if (typeof window !== "undefined" && window.CMS) {
  const edgeSpaces = fetch("/admin/edge-spaces.json").then((response) => response.json());
  // Replaces the CMS's YAML writer; files are still read by its own parser.
  window.CMS.registerCustomFormat("yaml", "yaml", { toFile: toYaml });
  // The entry is an Immutable Map: the default language's values under `data`, the others' under
  // `i18n.<language>.data`.
  window.CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const { defaultLocale, files } = await edgeSpaces;
      let updated = entry;
      for (const [locale, edges] of Object.entries(files[entry.get("path")] ?? {})) {
        const root = locale === defaultLocale ? ["data"] : ["i18n", locale, "data"];
        const data = updated.getIn(root);
        for (const [path, value] of data ? edgeRepairs(data.toJS(), edges) : []) {
          updated = updated.setIn([...root, ...path], value);
        }
      }
      return updated;
    },
  });
}
