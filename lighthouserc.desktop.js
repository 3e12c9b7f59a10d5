// The quality gate's desktop pass: lighthouserc.js with Lighthouse's desktop preset.
import { ci as mobile } from "./lighthouserc.js";

export const ci = {
  ...mobile,
  collect: { ...mobile.collect, settings: { ...mobile.collect.settings, preset: "desktop" } },
};
