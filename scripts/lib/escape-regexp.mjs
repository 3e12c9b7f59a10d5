// One escape for every script and test that builds a pattern from text (Node 22, the floor, has
// no RegExp.escape).

/**
 * `text` with every character a regular expression gives a meaning escaped, to match it literally.
 * @param {string} text
 */
export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
