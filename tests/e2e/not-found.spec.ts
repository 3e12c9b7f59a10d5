import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/site";

const MISSING_PATH = "/no/such/page";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto(MISSING_PATH);
  expect(response?.status()).toBe(404);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("the not-found page stands without the site chrome", async ({ page }) => {
  await page.goto(MISSING_PATH);
  await waitForHydration(page);

  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveCount(0);
});

test("the not-found page logs the missing path as an error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  await page.goto(MISSING_PATH);

  await expect
    .poll(() => errors.filter((text) => text.includes(MISSING_PATH)), {
      message: "a console error naming the missing path",
    })
    .not.toHaveLength(0);
});

test("Return to Home goes to the home page", async ({ page }) => {
  await page.goto(MISSING_PATH);
  await page.getByRole("link", { name: "Return to Home" }).click();

  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner")).toBeVisible();
});
