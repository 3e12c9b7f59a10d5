import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

function Broken(): never {
  throw new Error("boom");
}

describe("root ErrorBoundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("catches a render error, logs it and offers a way home", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "/", Component: Broken, ErrorBoundary: ErrorBoundary as never },
    ]);
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(logged).toHaveBeenCalledWith(
      "Render error caught by the router:",
      expect.objectContaining({ message: "boom" }),
    );
  });
});
