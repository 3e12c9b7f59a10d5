// A page link is fetched on hover and prerendered on press; files (the CSV) are left alone.
const samePageLinks = {
  and: [{ href_matches: "/*" }, { not: { href_matches: "/*.*" } }],
};

export const speculationRules = JSON.stringify({
  prefetch: [{ where: samePageLinks, eagerness: "moderate" }],
  prerender: [{ where: samePageLinks, eagerness: "conservative" }],
});
