// With no repository named (content/publishing.yaml), the page has one sentence on how to turn
// signing in on (admin-page.ts). It belongs under the CMS's sign-in buttons, where the way in would
// be, so it is moved there whenever the CMS shows them; with the sign-in screen it goes too.
const note = document.querySelector(".sign-in-note");

function placeNote() {
  const buttons = document.querySelector(".inner > .buttons");
  if (note && buttons && note.parentElement !== buttons) buttons.append(note);
}

if (note) {
  new MutationObserver(placeNote).observe(document.body, { childList: true, subtree: true });
  placeNote();
}
