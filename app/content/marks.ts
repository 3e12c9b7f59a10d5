// Sentences stay whole in the content (CONTENT.md, "Grammar belongs to the translator"): a part
// the page shows as more than words is marked in the string, `<link>…</link>`, and a value is a
// named placeholder, `{count}`. Here they are read; ../components/ui/marked-text.tsx renders them.

/** A marked part: `<link>About the product</link>`; marks do not nest. */
export const MARK_PATTERN = /<([a-z]+)>([\s\S]*?)<\/\1>/g;

/** A string's parts, in order: plain words and marked ones, values not yet filled. */
export function markedParts(text: string): { mark?: string; text: string }[] {
  const parts: { mark?: string; text: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK_PATTERN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ mark: match[1], text: match[2] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The words as a mail, a title or an announcement says them: marks gone, their words kept. */
export function withoutMarks(text: string): string {
  return text.replace(MARK_PATTERN, "$2");
}
