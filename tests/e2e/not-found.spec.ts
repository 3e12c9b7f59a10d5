import { contentOf } from "./support/content.ts";
import { expect, test } from "@playwright/test";
import { recordPageProblems } from "./support/page-errors.ts";
import { waitForHydration } from "./support/site.ts";

const { solution: germanSolutionPageText } = contentOf.de;
const germanUi = contentOf.de.chrome.ui;

const MISSING_PATH = "/no/such/page";

test("an unknown path answers 404 with a not-found page that logs the path and leads home", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto(MISSING_PATH);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  await test.step("the page, without the site chrome", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveCount(0);
  });

  await test.step("the missing path logged as an error", async () => {
    await expect
      .poll(() => errors.filter((text) => text.includes(MISSING_PATH)), {
        message: "a console error naming the missing path",
      })
      .not.toHaveLength(0);
  });

  await test.step("Return to Home goes to the home page", async () => {
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

// German: every unknown path under /de gets the German pages from the server, so the page that
// hydrates is the one the German route renders (the English one would throw React error #418).
const GERMAN_MISSING_PATH = "/de/nope";
const STATUS_404_LOGGED =
  "error: Failed to load resource: the server responded with a status of 404 (Not Found)";

test("an unknown German path, or product, answers 404 with its German page, and Zur Startseite leads home", async ({
  page,
}) => {
  const problems = recordPageProblems(page);

  await test.step(`${GERMAN_MISSING_PATH}: the German not-found page`, async () => {
    const response = await page.goto(GERMAN_MISSING_PATH);
    expect(response?.status()).toBe(404);
    expect(await response?.text(), "the server sends the German page").toContain(
      '<html lang="de-AT"',
    );
    await waitForHydration(page);

    await expect(page.locator("html")).toHaveAttribute("lang", "de-AT");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      germanUi.errors.notFound.title,
    );
    await expect(page.getByRole("link", { name: germanUi.errors.homeLink })).toHaveAttribute(
      "href",
      "/de",
    );
    // Only what the English page logs too: Chromium's line for the 404 and the page's own.
    const expected = [STATUS_404_LOGGED, `error: 404: no page exists at ${GERMAN_MISSING_PATH}`];
    await expect.poll(() => problems).toEqual(expected);
  });

  await test.step(`${germanUi.errors.homeLink} goes to the German home page`, async () => {
    await page.getByRole("link", { name: germanUi.errors.homeLink }).click();
    await expect(page).toHaveURL("/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de-AT");
    await expect(page.getByRole("banner")).toBeVisible();
  });

  await test.step("/de/solutions/nope: the German product-not-found page", async () => {
    problems.length = 0;
    const response = await page.goto("/de/solutions/nope");
    expect(response?.status()).toBe(404);
    expect(await response?.text(), "the server sends the German page").toContain(
      germanSolutionPageText.notFound.title,
    );
    await waitForHydration(page);

    await expect(page.locator("html")).toHaveAttribute("lang", "de-AT");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      germanSolutionPageText.notFound.title,
    );
    await expect(
      page.getByRole("link", { name: germanSolutionPageText.notFound.backToProducts }),
    ).toHaveAttribute("href", "/de#solutions");
    await expect.poll(() => problems).toEqual([STATUS_404_LOGGED]);
  });
});
