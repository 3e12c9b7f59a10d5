import { Fragment } from "react";
import { softHyphenParts } from "~/lib/soft-hyphens";

/**
 * Soft hyphens hidden from the accessible name, which Chromium would otherwise spell with them
 * ("Daten\u00adschutz"); in the same line of text, they still break as bare ones do.
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
