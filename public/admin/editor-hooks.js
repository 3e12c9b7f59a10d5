// What the browser editor at /admin adds to Sveltia CMS, through its documented API, so a save
// writes a data file exactly as the project keeps it:
// - YAML as the repository formats it (Prettier's style: plain scalars, double quotes where a
//   value needs quotes); the CMS's own writer uses single quotes, which `npm run check` rejects.
// - The spaces at the ends of words that have them on purpose (" – " between two numbers, ": "
//   before a title): the CMS trims every string it saves. Which fields have them, and which
//   spaces, comes from /admin/edge-spaces.json, written from the data files as they are
//   (integrations/admin/edge-spaces.ts).
// "yaml" is the project's yaml package, resolved through the page's import map.
import { stringify } from "yaml";

/** A data file's text: the same options produce the committed files byte for byte. */
export function toYaml(data) {
  return `${stringify(data, { lineWidth: 0, indentSeq: true, singleQuote: false }).trim()}\n`;
}

/**
 * The changes that put the recorded spaces back around the values of `data` (one language's
 * values, as a plain object): a list of [key path, value]. A field left empty stays empty.
 * @param {unknown} data
 * @param {Record<string, [string, string]>} edges by dotted key path ("page.userRange.separator")
 * @returns {[(string | number)[], string][]}
 */
export function edgeRepairs(data, edges) {
  const repairs = [];
  for (const [dotted, [leading, trailing]] of Object.entries(edges)) {
    const path = dotted.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    const value = path.reduce((node, key) => (node == null ? undefined : node[key]), data);
    if (typeof value !== "string" || value.trim() === "") continue;
    const restored = `${leading}${value.trim()}${trailing}`;
    if (restored !== value) repairs.push([path, restored]);
  }
  return repairs;
}

/**
 * The entry to save, with its spaces put back. `entry` is the CMS's Immutable Map: the default
 * language's values under `data`, the others' under `i18n.<language>.data`.
 */
export function withEdgeSpaces(entry, { defaultLocale, files }) {
  const byLocale = files[entry.get("path")];
  if (!byLocale) return entry;
  let updated = entry;
  for (const [locale, edges] of Object.entries(byLocale)) {
    const root = locale === defaultLocale ? ["data"] : ["i18n", locale, "data"];
    const data = updated.getIn(root);
    if (!data) continue;
    for (const [path, value] of edgeRepairs(data.toJS(), edges)) {
      updated = updated.setIn([...root, ...path], value);
    }
  }
  return updated;
}

/** Registers both with the CMS on this page (window.CMS, from sveltia-cms.js). */
export function registerEditorHooks(cms, edgeSpacesUrl) {
  const edgeSpaces = fetch(edgeSpacesUrl).then((response) => response.json());
  // Replaces the CMS's YAML writer; files are still read by its own parser.
  cms.registerCustomFormat("yaml", "yaml", { toFile: toYaml });
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => withEdgeSpaces(entry, await edgeSpaces),
  });
}

if (typeof window !== "undefined" && window.CMS) {
  registerEditorHooks(window.CMS, "/admin/edge-spaces.json");
}
