import type { ExplorerWords } from "~/content/price-list";
import { parseUserCount } from "~/lib/user-count";

interface UsersFieldProps {
  /** Prefix of the ids of the field, its hint and its message. */
  id: string;
  words: ExplorerWords;
  /** The most users the explorer reads as a count. */
  maxUsers: number;
  users: string;
  onUsers: (typed: string) => void;
}

/**
 * The count of registered users. What is wrong with a count is said in a live region that is in
 * the page from the first render, so a screen reader hears each new message as it appears.
 */
export function UsersField({ id, words, maxUsers, users, onUsers }: UsersFieldProps) {
  const count = parseUserCount(users, maxUsers);
  const problem = count.kind === "invalid" ? words.problems[count.problem] : undefined;
  return (
    <div>
      <label htmlFor={`${id}-users`} className="block font-semibold">
        {words.usersLabel}
      </label>
      <input
        id={`${id}-users`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={users}
        onChange={(event) => onUsers(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
        className="mt-2 block min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-lg tabular-nums aria-invalid:border-danger"
      />
      <p id={`${id}-hint`} className="mt-2 text-sm text-fg-muted">
        {words.usersHint}
      </p>
      <p
        id={`${id}-problem`}
        role="status"
        aria-live="polite"
        className="mt-1 text-sm font-semibold text-danger empty:mt-0"
      >
        {problem}
      </p>
    </div>
  );
}
