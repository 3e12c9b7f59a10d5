// Stands in for the WebP encoder Sveltia CMS would load from a CDN where the browser's canvas
// cannot write WebP (Safari): the page's CSP refuses that origin. Declining makes the CMS write its
// app icon with the canvas instead (admin-page.ts maps the CDN's address here).
export default function encode() {
  return Promise.reject(new Error("No WebP encoder on this site: the canvas writes the image."));
}
