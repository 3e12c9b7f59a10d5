// The inline script of the 404 pages: it names the path nothing answers, as the spec's router
// logged it.
console.error(`404: no page exists at ${location.pathname}`);
