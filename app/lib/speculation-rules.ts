/**
 * Speculation rules (a JSON data block, not a script): a page link is fetched when the pointer
 * rests on it and prerendered when it is pressed, so the next page shows at once without a
 * client router. Files (the CSV) are left to be downloaded when asked for.
 */
const samePageLinks = {
  and: [{ href_matches: "/*" }, { not: { href_matches: "/*.*" } }],
};

export const speculationRules = JSON.stringify({
  prefetch: [{ where: samePageLinks, eagerness: "moderate" }],
  prerender: [{ where: samePageLinks, eagerness: "conservative" }],
});
