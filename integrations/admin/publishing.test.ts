import Ajv from "ajv";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stringify } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError } from "~/content/data";
import { adminHeaders } from "../../server/security-headers.mjs";
import { cmsConfig } from "./cms-config.ts";
import {
  adminPolicy,
  apiOrigin,
  cmsBackend,
  PUBLISHING_FILE,
  readPublishing,
  type Publishing,
} from "./publishing.ts";

// content/publishing.yaml, for each kind of Git host: the editor's backend, and the one origin
// /admin's policy opens for it.

const ROOT = resolve(".");
const validConfig = new Ajv({ strict: false, allErrors: true }).compile(
  JSON.parse(
    readFileSync(join(ROOT, "node_modules/@sveltia/cms/schema/sveltia-cms.json"), "utf8"),
  ) as object,
);

/** The directives of /admin's policy, by name: { "connect-src": ["'self'", …] }. */
function adminPolicyOf(publishing: Publishing) {
  const headers = adminHeaders({}, [], adminPolicy(publishing));
  const directives = Object.fromEntries(
    String(headers["Content-Security-Policy"])
      .split("; ")
      .map((directive: string) => {
        const [name = "", ...sources] = directive.split(" ");
        return [name, sources];
      }),
  );
  return { directives, opener: headers["Cross-Origin-Opener-Policy"] };
}

const KINDS: {
  name: string;
  publishing: Publishing;
  backend: Record<string, unknown>;
  origin?: string;
  oauth: boolean;
}[] = [
  {
    name: "none: local repository mode only",
    publishing: { host: "none" },
    backend: { name: "github", auth_methods: ["token"] },
    oauth: false,
  },
  {
    name: "GitHub: an access token (its OAuth needs a server of its own)",
    publishing: { host: "github", repository: "tesseris/website", branch: "main" },
    backend: { name: "github", repo: "tesseris/website", branch: "main", auth_methods: ["token"] },
    origin: "https://api.github.com",
    oauth: false,
  },
  {
    name: "GitLab.com with an OAuth application: PKCE sign-in and a token",
    publishing: {
      host: "gitlab",
      repository: "tesseris/web/site",
      branch: "live",
      oauthClientId: "abc123",
    },
    backend: {
      name: "gitlab",
      repo: "tesseris/web/site",
      branch: "live",
      api_root: "https://gitlab.com/api/v4",
      app_id: "abc123",
      auth_type: "pkce",
      auth_methods: ["oauth", "token"],
    },
    origin: "https://gitlab.com",
    oauth: true,
  },
  {
    name: "a self-hosted GitLab without one: a token only",
    publishing: {
      host: "gitlab",
      repository: "web/site",
      branch: "main",
      baseUrl: "https://git.tesseris.at/",
    },
    backend: {
      name: "gitlab",
      base_url: "https://git.tesseris.at",
      api_root: "https://git.tesseris.at/api/v4",
      auth_methods: ["token"],
    },
    origin: "https://git.tesseris.at",
    oauth: false,
  },
  {
    name: "Forgejo (Codeberg) with an OAuth application",
    publishing: {
      host: "gitea",
      repository: "tesseris/website",
      branch: "main",
      baseUrl: "https://codeberg.org",
      oauthClientId: "0f1e",
    },
    backend: {
      name: "gitea",
      base_url: "https://codeberg.org",
      api_root: "https://codeberg.org/api/v1",
      app_id: "0f1e",
      auth_methods: ["oauth", "token"],
    },
    origin: "https://codeberg.org",
    oauth: true,
  },
  {
    name: "Gitea.com without one",
    publishing: { host: "gitea", repository: "tesseris/website", branch: "main" },
    backend: { name: "gitea", api_root: "https://gitea.com/api/v1", auth_methods: ["token"] },
    origin: "https://gitea.com",
    oauth: false,
  },
];

describe.each(KINDS)("$name", ({ publishing, backend, origin, oauth }) => {
  it("gives the editor a backend the CMS's schema accepts, with only the ways in that work", () => {
    const written = cmsBackend(publishing);
    expect(written).toMatchObject(backend);
    expect(
      validConfig({ ...cmsConfig(), backend: written }),
      JSON.stringify(validConfig.errors),
    ).toBe(true);
    if (!oauth) expect(written).not.toHaveProperty("app_id");
  });

  it("opens /admin's connect-src to exactly that API origin, and nothing else", () => {
    const { directives, opener } = adminPolicyOf(publishing);
    expect(apiOrigin(publishing)).toBe(origin);
    expect(directives["connect-src"]).toEqual(origin ? ["'self'", origin] : ["'self'"]);
    for (const [name, sources] of Object.entries(directives)) {
      if (name !== "connect-src") expect(sources.join(" "), name).not.toMatch(/https:/);
    }
    // The OAuth window reports back through window.opener, which COOP same-origin would cut.
    expect(opener).toBe(oauth ? "unsafe-none" : "same-origin");
  });
});

describe("content/publishing.yaml", () => {
  const dir = mkdtempSync(join(tmpdir(), "publishing-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const problemsOf = (data: object) => {
    writeFileSync(join(dir, PUBLISHING_FILE), stringify(data));
    try {
      readPublishing(dir);
      return [];
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return error.problems;
    }
  };

  it("is read as committed", () => {
    expect(readPublishing()).toEqual({ host: "none" });
  });

  it("names the file and field of each mistake", () => {
    expect(problemsOf({ host: "github", repository: "website", branch: "main" })).toEqual([
      "content/publishing.yaml › repository: must be owner/name, as in the repository's address",
    ]);
    expect(
      problemsOf({ host: "gitlab", repository: "a/b", branch: "", baseUrl: "http://git.local" }),
    ).toEqual([
      "content/publishing.yaml › branch: must name the branch the host publishes",
      "content/publishing.yaml › baseUrl: must be the host's https:// address, such as https://git.example.at",
    ]);
    expect(
      problemsOf({ host: "github", repository: "a/b", branch: "main", oauthClientId: "x" }),
    ).toHaveLength(1);
    expect(problemsOf({ host: "bitbucket" })).toHaveLength(1);
  });
});
