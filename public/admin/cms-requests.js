// Sveltia CMS asks a CDN and a status service for a few things; this page answers those requests
// from the site, so none leaves it and the page's CSP has nothing to refuse. Loaded before the CMS.
// - The words of its interface in the browser's language (unpkg's locales/<code>.json): from the
//   copies the build takes from the package. Refused, a German browser asks again without end.
// - Its update check (the newest version's package.json on unpkg): answered with the package.json
//   of the version the site pins, so it finds none; updates come through package.json.
// - The Git host's status page (GitHub's, GitLab.com's): answered as unreachable, as when offline,
//   so no status banner shows; the host's API itself answers sign-in and saves.
// - Its own logo, a data: URL, which the page's connect-src (no data:) would refuse: decoded here.
(() => {
  const LOCALE = /^https:\/\/unpkg\.com\/@sveltia\/cms@[^/]+\/locales\/([a-zA-Z-]+\.json)$/;
  const LATEST_VERSION = "https://unpkg.com/@sveltia/cms/package.json";
  const STATUS_PAGES = ["https://www.githubstatus.com/", "https://status-api.hostedstatus.com/"];
  const siteFetch = window.fetch.bind(window);

  /** The body and type of a data: URL, as fetch would answer it. */
  function dataResponse(url) {
    const comma = url.indexOf(",");
    const meta = url.slice("data:".length, comma);
    const body = url.slice(comma + 1);
    const bytes = meta.endsWith(";base64")
      ? Uint8Array.from(atob(body), (char) => char.charCodeAt(0))
      : new TextEncoder().encode(decodeURIComponent(body));
    const type = meta.replace(/;base64$/, "") || "text/plain;charset=US-ASCII";
    return new Response(bytes, { headers: { "Content-Type": type } });
  }

  function answer(url, init) {
    const locale = LOCALE.exec(url);
    if (locale) return siteFetch(`/admin/locales/${locale[1]}`, init);
    if (url === LATEST_VERSION) return siteFetch("/admin/vendor/sveltia-cms-package.json", init);
    if (STATUS_PAGES.some((page) => url.startsWith(page))) {
      return Promise.reject(new TypeError("Failed to fetch"));
    }
    if (url.startsWith("data:")) return Promise.resolve(dataResponse(url));
    return undefined;
  }

  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return answer(url, init) ?? siteFetch(input, init);
  };
})();
