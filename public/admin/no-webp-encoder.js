// Stands in for the WebP encoder Sveltia CMS loads from a CDN where the canvas cannot write WebP
// (Safari), which the CSP refuses: declined, the CMS writes its app icon with the canvas instead.
export default function encode() {
  return Promise.reject(new Error("No WebP encoder on this site: the canvas writes the image."));
}
