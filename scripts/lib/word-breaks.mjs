// Layout faults a reader sees in long words, found in the page itself: shared by the measuring
// script (scripts/measure-word-breaks.mjs) and the end-to-end test (hyphenation.spec.ts). Each
// function here is passed to page.evaluate, so it must carry everything it uses inside itself.
/* global document, getComputedStyle, Node, NodeFilter -- these run in the page */

/**
 * Words split across two lines where the first line does not end in a hyphen: the browser broke
 * the word only because it was wider than its box (overflow-wrap), with no dictionary telling it
 * where the syllables are. A break after a hyphen, a soft hyphen (drawn as "-" when taken), a
 * slash or a dash is a break the text offers, and is fine.
 * @returns {string[]} one line per faulty word: the word, then where it broke (marked "|")
 */
export function wordsBrokenWithoutHyphen() {
  const OFFERED_BREAK_AFTER = /[-\u2010\u2011\u2013\u2014/\u00ad]/;
  const SPACE = /\s/;
  /** The box a text belongs to: its nearest ancestor that is not laid out inline. */
  const blockOf = (element) => {
    let current = element;
    while (current.parentElement && getComputedStyle(current).display === "inline") {
      current = current.parentElement;
    }
    return current;
  };
  /** Visually hidden text (sr-only) is squeezed into 1 px and "breaks" after every letter. */
  const isSqueezed = (element) => {
    for (let current = element; current; current = current.parentElement) {
      const { position, overflow } = getComputedStyle(current);
      const { width } = current.getBoundingClientRect();
      if (position === "absolute" && overflow === "hidden" && width <= 2) return true;
    }
    return false;
  };

  /** @type {{ ch: string; rect: DOMRect | null }[][]} */
  const words = [];
  let word = [];
  let lastBlock = null;
  const endWord = () => {
    if (word.length > 1) words.push(word);
    word = [];
  };
  const walker = document.createTreeWalker(
    document.body,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
  );
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      // A line break, an image or a box of its own ends the word before it.
      if (node.tagName === "BR" || getComputedStyle(node).display !== "inline") endWord();
      continue;
    }
    const parent = node.parentElement;
    const text = node.data;
    if (!parent || text.trim() === "" || parent.closest("script, style, noscript, template")) {
      endWord();
      continue;
    }
    if (parent.getClientRects().length === 0 || isSqueezed(parent)) {
      endWord();
      continue;
    }
    const block = blockOf(parent);
    if (block !== lastBlock) endWord();
    lastBlock = block;
    for (let index = 0; index < text.length; index += 1) {
      const ch = text[index];
      if (SPACE.test(ch)) {
        endWord();
        continue;
      }
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      // A taken soft hyphen's "-" is reported as a first rect of the letter after it, at the
      // end of the line above: where a letter sits is its last rect.
      word.push({ ch, rect: rects.at(-1) ?? null });
    }
  }
  endWord();

  const faults = [];
  for (const letters of words) {
    const text = letters.map(({ ch }) => ch).join("");
    let previous = null;
    let between = "";
    for (const letter of letters) {
      if (!letter.rect) {
        between += letter.ch;
        continue;
      }
      if (previous && letter.rect.top >= previous.rect.bottom - previous.rect.height / 2) {
        const before = between || previous.ch;
        if (!OFFERED_BREAK_AFTER.test(before.at(-1) ?? "")) {
          const at = letters.indexOf(letter);
          faults.push(`${text.slice(0, at)}|${text.slice(at)}`.replaceAll("\u00ad", ""));
        }
      }
      previous = letter;
      between = "";
    }
  }
  return faults;
}

/**
 * Boxes whose own text runs past their right edge (a word wider than the box that neither wraps
 * nor hyphenates); boxes that clip or scroll on purpose (overflow other than visible) are theirs
 * to handle. tests/e2e/support/viewport.ts's textOverflows runs it in the page.
 * @returns {string[]}
 */
export function boxesOverflowing() {
  return [...document.body.querySelectorAll("*")]
    .filter((element) => {
      const style = getComputedStyle(element);
      if (style.display === "inline" || style.display === "none") return false;
      if (style.overflowX !== "visible" || element.clientWidth === 0) return false;
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      return hasText && element.scrollWidth > element.clientWidth + 1;
    })
    .map(
      (element) =>
        `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 60)}" is ${element.scrollWidth} px wide in ${element.clientWidth} px`,
    );
}

/**
 * Buttons, and links drawn as buttons (a background, a border or a shadow, and rounded), whose
 * label takes more than one line.
 * @returns {string[]}
 */
export function buttonLabelsWrapping() {
  const looksLikeButton = (element) => {
    if (element.matches("button, [role='button'], summary")) return true;
    const style = getComputedStyle(element);
    const painted =
      style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
      parseFloat(style.borderTopWidth) > 0 ||
      style.boxShadow !== "none" ||
      style.outlineStyle !== "none";
    return painted && parseFloat(style.borderTopLeftRadius) > 0;
  };
  const range = document.createRange();
  return [...document.body.querySelectorAll("a, button, [role='button'], summary")]
    .filter((element) => element.getClientRects().length > 0 && looksLikeButton(element))
    .flatMap((element) => {
      const tops = new Set();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0) tops.add(Math.round(rect.top));
        }
      }
      // Lines of different type sizes inside one label sit a few pixels apart: count lines.
      const lines = [...tops]
        .sort((a, b) => a - b)
        .filter((top, i, all) => i === 0 || top - all[i - 1] > 4);
      return lines.length > 1
        ? [
            `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().replaceAll("\u00ad", "")}" takes ${lines.length} lines`,
          ]
        : [];
    });
}
