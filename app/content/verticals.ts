/** The industry verticals available with the core editions (CONTENT.md). */
export const verticals = [
  "ERP",
  "Banking",
  "Insurance",
  "Content",
  "Health Record",
  "Treasury",
  "Billing",
  "Manufacturing",
] as const;
