/** A radio choice drawn as a bordered tile that shows its checked state and keyboard focus. */
export const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-bg px-3 py-2 has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-3 has-focus-visible:outline-accent";
