import { memo } from "react";
import { choiceClass } from "~/components/prices/choice-styles";
import type { Locale } from "~/content/locales";
import type { Tier, TierId } from "~/content/price-list";
import { formatUserRange, type UserRangeWords } from "~/lib/format";

interface TierChoiceProps {
  /** The radio group's name. */
  name: string;
  legend: string;
  tiers: readonly Tier[];
  userRange: UserRangeWords;
  locale: Locale;
  tier?: TierId;
  onTier: (tier: TierId) => void;
}

/** The four tiers as radios: the typed count's tier is checked, or one is chosen directly. */
function TierChoiceOf({ name, legend, tiers, userRange, locale, tier, onTier }: TierChoiceProps) {
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {tiers.map((option) => (
          <label key={option.id} className={choiceClass}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={tier === option.id}
              onChange={() => onTier(option.id)}
              className="size-4 shrink-0 accent-accent"
            />
            {formatUserRange(option.users, userRange, locale)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Renders again only when the tier changes, not for each keystroke within one tier. */
export const TierChoice = memo(TierChoiceOf);
