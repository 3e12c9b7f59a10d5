import { site } from "./site";
/** The short animated platform overview that the hero's play button opens. */
export const platformOverview = {
  buttonLabel: "Play the platform overview",
  title: "The platform in four layers",
  summary: `A short animation of how the ${site.brand} platform is put together, from the database up to the applications your customers use.`,
  layers: [
    { title: "Oracle database", caption: "One proven store for every transaction and record." },
    { title: "Oracle middleware", caption: "Integration, identity and replication services." },
    {
      title: "Business Operations Platform",
      caption: "Shared BOP services for every application.",
    },
    {
      title: "SUBOPiere and partner solutions",
      caption: "Ready applications and your own products.",
    },
  ],
  closeLabel: "Close overview",
} as const;
