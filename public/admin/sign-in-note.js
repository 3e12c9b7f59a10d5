// Moves the note (admin-page.ts: how to turn signing in on, or where a save's build shows) under
// the CMS's sign-in buttons whenever the CMS shows them.
const note = document.querySelector(".sign-in-note");
// The sign-in screen's buttons; the editor's toolbar, once signed in, has `.inner > .buttons` too.
const placeNote = () => {
  const buttons = document.querySelector(".container > .inner > .buttons");
  if (note && buttons && note.parentElement !== buttons) buttons.append(note);
};
new MutationObserver(placeNote).observe(document.body, { childList: true, subtree: true });
placeNote();
