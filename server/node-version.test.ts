import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { meetsFloor } from "./node-version.mjs";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  optionalDependencies: Record<string, string>;
};

// Below the floor the servers, Playwright, Astro and Vitest refuse to start (requireNodeFloor).
describe("the Node.js the project runs on", () => {
  it("turns away Node 20 and 22.11, and takes 22.12, 24 and 26", () => {
    expect(meetsFloor("20.20.2")).toBe(false);
    expect(meetsFloor("v22.11.9")).toBe(false);
    expect(meetsFloor("22.12.0")).toBe(true);
    expect(meetsFloor("v24.21.0")).toBe(true);
    expect(meetsFloor("26.0.0")).toBe(true);
  });

  it("is the one package.json installs and .node-version names for hosts", () => {
    const versions = new Set(Object.values(manifest.optionalDependencies));
    const nodeVersion = readFileSync(".node-version", "utf8").trim();
    expect([...versions]).toEqual([nodeVersion]);
    expect(nodeVersion.split(".")[0]).toBe("24");
  });
});
