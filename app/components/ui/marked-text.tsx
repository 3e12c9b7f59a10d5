import { Fragment, type ReactNode } from "react";
import { markedParts } from "~/content/marks";

type Values = Readonly<Record<string, ReactNode>>;

/** `{name}` placeholders filled: words into the words (one text node), nodes between them. */
function filled(text: string, values: Values): ReactNode[] {
  const worded = text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return typeof value === "string" ? value : whole;
  });
  return worded
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 0 ? part : <Fragment key={index}>{values[part] ?? `{${part}}`}</Fragment>,
    );
}

/** A marked part's default look: `<hidden>` is heard by screen readers and not seen. */
const DEFAULT_MARKS: Readonly<Record<string, (children: ReactNode) => ReactNode>> = {
  hidden: (children) => <span className="sr-only">{children}</span>,
};

/**
 * A whole sentence of the content, its placeholders filled and its marked parts rendered by
 * `marks` (`link: (words) => <a …>{words}</a>`), in the order the translator wrote them.
 */
export function MarkedText({
  text,
  values = {},
  marks = {},
}: {
  text: string;
  values?: Values;
  marks?: Readonly<Record<string, (children: ReactNode) => ReactNode>>;
}) {
  return markedParts(text).map((part, index) => {
    const words = filled(part.text, values);
    const render = part.mark ? (marks[part.mark] ?? DEFAULT_MARKS[part.mark]) : undefined;
    return <Fragment key={index}>{render ? render(words) : words}</Fragment>;
  });
}
