import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

function Broken(): never {
  throw new Error("boom");
}

/** Renders a page that throws at `path`, and waits for the boundary's words to load. */
async function renderBrokenPage(path: string) {
  const Stub = createRoutesStub([
    { path, Component: Broken, ErrorBoundary: ErrorBoundary as never },
  ]);
  await act(async () => {
    render(<Stub initialEntries={[path]} />);
  });
}

describe("root ErrorBoundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("catches a render error, logs it and offers a way home", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await renderBrokenPage("/");

    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(logged).toHaveBeenCalledWith(
      "Render error caught by the router:",
      expect.objectContaining({ message: "boom" }),
    );
  });

  it("speaks German on a German page and leads to the German home page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderBrokenPage("/de/prices");

    expect(await screen.findByRole("heading", { name: "Etwas ist schiefgelaufen" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
  });
});
