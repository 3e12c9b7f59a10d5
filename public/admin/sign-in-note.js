// Moves the note (admin-page.ts: how to turn signing in on, or where a save's build shows) under
// the CMS's sign-in buttons whenever the CMS shows them.
const note = document.querySelector(".sign-in-note");
const placeNote = () => {
  const buttons = document.querySelector(".inner > .buttons");
  if (note && buttons && note.parentElement !== buttons) buttons.append(note);
};
new MutationObserver(placeNote).observe(document.body, { childList: true, subtree: true });
placeNote();
