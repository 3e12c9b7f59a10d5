import { ESTIMATE_ID } from "~/components/prices/estimate-lines";
import { MarkedText } from "~/components/ui/marked-text";
import type { ExplorerContent } from "~/content/price-list";
import { BAR_PART_ATTRIBUTE } from "~/lib/explorer-store";

interface EstimateBarProps {
  words: ExplorerContent["explorer"]["estimate"];
}

/** A part of the bar's sentence that the explorer's store writes (explorer-store.ts, `showBar`). */
function Part({ name }: { name: "offerings" | "total" }) {
  return <span {...{ [BAR_PART_ATTRIBUTE]: name }} />;
}

/**
 * The estimate at a glance, held at the bottom of the screen while the list scrolls. Static HTML
 * that no island renders: the store shows it and writes its count and total in the tick's own task,
 * so a tick renders no React at all (docs/performance-findings.md, issue 62). app.css shows the
 * sentence with the total once a tier is known, and the bar itself once something is picked. Its
 * look is app.css's (`.estimate-bar`), written once there for the three pages' bytes.
 */
export function EstimateBar({ words }: EstimateBarProps) {
  return (
    <div className="estimate-bar">
      <p>
        <span className="estimate-bar-count">
          <Part name="offerings" />
        </span>
        <span className="estimate-bar-total">
          <MarkedText
            text={words.withTotal}
            values={{ offerings: <Part name="offerings" />, total: <Part name="total" /> }}
            marks={{
              strong: (amount) => (
                <strong className="whitespace-nowrap tabular-nums">{amount}</strong>
              ),
            }}
          />
        </span>
      </p>
      <a href={`#${ESTIMATE_ID}`}>{words.viewLink}</a>
    </div>
  );
}
