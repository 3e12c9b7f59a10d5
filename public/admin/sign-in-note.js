// Moves the note on how to turn signing in on (admin-page.ts) under the CMS's sign-in buttons,
// where the way in would be, whenever the CMS shows them.
const note = document.querySelector(".sign-in-note");
const placeNote = () => {
  const buttons = document.querySelector(".inner > .buttons");
  if (note && buttons && note.parentElement !== buttons) buttons.append(note);
};
new MutationObserver(placeNote).observe(document.body, { childList: true, subtree: true });
placeNote();
