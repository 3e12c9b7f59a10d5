// Sveltia CMS asks a CDN and a status service for a few things; this answers them from the site,
// so nothing leaves it and the page's CSP refuses nothing. Loaded before the CMS.
// - Its interface's words (unpkg's locales/*.json): the build's copies; refused, it asks forever.
// - Its update check (the newest package.json on unpkg): the pinned version's, so it finds none.
// - The Git host's status page: unreachable, as offline, so no status banner shows.
// - Its own logo, a base64 data: URL, which connect-src refuses: decoded here.
(() => {
  const LOCALE = /^https:\/\/unpkg\.com\/@sveltia\/cms@[^/]+\/locales\/([a-zA-Z-]+\.json)$/;
  const LATEST_VERSION = "https://unpkg.com/@sveltia/cms/package.json";
  const STATUS_PAGES = ["https://www.githubstatus.com/", "https://status-api.hostedstatus.com/"];
  const DATA = /^data:([^,]*);base64,(.*)$/;
  const siteFetch = window.fetch.bind(window);

  function answer(url, init) {
    const locale = LOCALE.exec(url);
    if (locale) return siteFetch(`/admin/locales/${locale[1]}`, init);
    if (url === LATEST_VERSION) return siteFetch("/admin/vendor/sveltia-cms-package.json", init);
    if (STATUS_PAGES.some((page) => url.startsWith(page))) {
      return Promise.reject(new TypeError("Failed to fetch"));
    }
    const data = DATA.exec(url);
    if (!data) return undefined;
    const bytes = Uint8Array.from(atob(data[2]), (char) => char.charCodeAt(0));
    return Promise.resolve(new Response(bytes, { headers: { "Content-Type": data[1] } }));
  }

  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return answer(url, init) ?? siteFetch(input, init);
  };
})();
