// Lists, for every page of the build at phone and tablet widths, the words broken across lines
// without a hyphen, the boxes whose text overflows and the button labels that wrap.
// Usage: npm run build && node scripts/measure-word-breaks.mjs [width ...]   (PORT: 4390)
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";
import {
  boxesOverflowing,
  buttonLabelsWrapping,
  wordsBrokenWithoutHyphen,
} from "./lib/word-breaks.mjs";

const widths = process.argv.slice(2).map(Number);
const WIDTHS = widths.length > 0 ? widths : [320, 375, 768];
const port = Number(process.env.PORT ?? 4390);
const origin = `http://localhost:${port}`;
const { pagePaths } = JSON.parse(
  readFileSync(new URL("../build/headers.json", import.meta.url), "utf8"),
);

const server = spawn(process.execPath, ["server/serve.mjs"], {
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const totals = { words: 0, overflows: 0, buttons: 0 };
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const path of pagePaths) {
      await page.goto(origin + path);
      await page.waitForLoadState("load");
      const words = await page.evaluate(wordsBrokenWithoutHyphen);
      const overflows = await page.evaluate(boxesOverflowing);
      const buttons = await page.evaluate(buttonLabelsWrapping);
      totals.words += words.length;
      totals.overflows += overflows.length;
      totals.buttons += buttons.length;
      if (words.length + overflows.length + buttons.length === 0) continue;
      console.log(`${width} px ${path}`);
      for (const word of words) console.log(`  broken without hyphen: ${word}`);
      for (const overflow of overflows) console.log(`  overflows: ${overflow}`);
      for (const button of buttons) console.log(`  button wraps: ${button}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(
  `${pagePaths.length} pages × ${WIDTHS.join(", ")} px: ${totals.words} words broken without a hyphen, ` +
    `${totals.overflows} boxes overflowing, ${totals.buttons} button labels wrapping`,
);
