import { MarkedText } from "~/components/ui/marked-text";
import type { Locale } from "~/content/locales";
import type { PricesContent, UserRange } from "~/content/price-list";
import { formatNumber, formatRange, pluralForm } from "~/lib/format";

// The price page's sentences that hold more than words (a link, a range kept on one line, a title
// only heard), rendered where the static page is built: its .astro file passes the words.

type Words = PricesContent;

/** "A tier includes its upper bound: 5,000 users fall in “0 – 5,000”." */
export function TierRule({
  words,
  range,
  locale,
}: {
  words: Words;
  range: UserRange;
  locale: Locale;
}) {
  const top = range.to ?? range.from;
  return (
    <MarkedText
      text={pluralForm(words.explorer.tierRule, top, locale)}
      values={{
        count: formatNumber(top, locale),
        // The range keeps one line: a line that starts with its dash reads as a minus.
        tier: (
          <span className="whitespace-nowrap">
            {formatRange(range, words.page.userRange, locale)}
          </span>
        ),
      }}
    />
  );
}

/** "About the product: <link>{product}</link>" from a section to its product's page. */
export function ProductLink({ text, title, href }: { text: string; title: string; href: string }) {
  return (
    <MarkedText
      text={text}
      values={{ product: title }}
      marks={{
        link: (words) => (
          <a href={href} className="font-semibold text-accent underline underline-offset-4">
            {words}
          </a>
        ),
      }}
    />
  );
}

/**
 * A box's words as seen: "Add to estimate". The part the content hides (the offering's title) is
 * in the box's name (`boxName`), not in a visually hidden span: each such span, positioned and
 * clipped, was a layer that every hit test and frame of the page walked (issue 62).
 */
export function BoxWords({ text, title }: { text: string; title: string }) {
  return <MarkedText text={text} values={{ offering: title }} marks={{ hidden: () => null }} />;
}
