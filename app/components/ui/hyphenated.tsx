import { Fragment } from "react";
import { softHyphenParts } from "~/lib/soft-hyphens";

/**
 * Text whose soft hyphens break long words with a visible hyphen, while the accessible name of
 * the heading, cell or link around it stays the plain word: Chromium copies U+00AD into names
 * ("Daten\u00adschutz…"), but leaves out what is aria-hidden. Each soft hyphen is still in the
 * same line of text, so the browser breaks and draws it as it would a bare one.
 */
export function Hyphenated({ text }: { text: string }) {
  const parts = softHyphenParts(text);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <span aria-hidden="true">{"\u00ad"}</span>}
      {part}
    </Fragment>
  ));
}
