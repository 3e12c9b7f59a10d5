import Ajv from "ajv";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stringify } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError } from "~/content/data";
import { adminHeaders } from "../../server/security-headers.mjs";
import { cmsConfig } from "./cms-config.ts";
import {
  adminPolicy,
  cmsBackend,
  PUBLISHING_FILE,
  readPublishing,
  type Publishing,
} from "./publishing.ts";

// content/publishing.yaml, for each kind of Git host: the editor's configuration with its backend,
// and the one origin /admin's policy opens for it.

const validConfig = new Ajv({ strict: false, allErrors: true }).compile(
  JSON.parse(readFileSync("node_modules/@sveltia/cms/schema/sveltia-cms.json", "utf8")) as object,
);

const KINDS: {
  name: string;
  publishing: Publishing;
  backend: Record<string, unknown>;
  origin?: string;
  oauth?: boolean;
}[] = [
  {
    name: "none: local repository mode only",
    publishing: { host: "none" },
    backend: { name: "github", auth_methods: ["token"] },
  },
  {
    name: "GitHub: an access token (its OAuth needs a server of its own)",
    publishing: { host: "github", repository: "tesseris/website", branch: "main" },
    backend: { name: "github", repo: "tesseris/website", branch: "main", auth_methods: ["token"] },
    origin: "https://api.github.com",
  },
  {
    name: "GitLab.com with an OAuth application: PKCE sign-in and a token",
    publishing: { host: "gitlab", repository: "a/web/site", branch: "live", oauthClientId: "abc" },
    backend: {
      name: "gitlab",
      repo: "a/web/site",
      branch: "live",
      api_root: "https://gitlab.com/api/v4",
      app_id: "abc",
      auth_type: "pkce",
      auth_methods: ["oauth", "token"],
    },
    origin: "https://gitlab.com",
    oauth: true,
  },
  {
    name: "a self-hosted GitLab without one: a token only",
    publishing: { host: "gitlab", repository: "a/b", branch: "main", baseUrl: "https://git.t.at/" },
    backend: {
      name: "gitlab",
      base_url: "https://git.t.at",
      api_root: "https://git.t.at/api/v4",
      auth_methods: ["token"],
    },
    origin: "https://git.t.at",
  },
  {
    name: "Forgejo (Codeberg) with an OAuth application",
    publishing: {
      host: "gitea",
      repository: "a/b",
      branch: "main",
      baseUrl: "https://codeberg.org",
      oauthClientId: "0f1e",
    },
    backend: {
      name: "gitea",
      api_root: "https://codeberg.org/api/v1",
      app_id: "0f1e",
      auth_methods: ["oauth", "token"],
    },
    origin: "https://codeberg.org",
    oauth: true,
  },
  {
    name: "Gitea.com without one",
    publishing: { host: "gitea", repository: "a/b", branch: "main" },
    backend: { name: "gitea", api_root: "https://gitea.com/api/v1", auth_methods: ["token"] },
    origin: "https://gitea.com",
  },
];

describe.each(KINDS)("$name", ({ publishing, backend, origin, oauth = false }) => {
  it("gives the editor a configuration the CMS's schema accepts, with only the ways in that work", () => {
    const written = cmsBackend(publishing);
    expect(written).toMatchObject(backend);
    expect(
      validConfig({ ...cmsConfig(), backend: written }),
      JSON.stringify(validConfig.errors),
    ).toBe(true);
    if (!oauth) expect(written).not.toHaveProperty("app_id");
  });

  it("opens /admin's connect-src to exactly that API origin, and nothing else", () => {
    const headers = adminHeaders({}, [], adminPolicy(publishing));
    const directives = String(headers["Content-Security-Policy"])
      .split("; ")
      .map((directive) => directive.split(" "));
    for (const [name = "", ...sources] of directives) {
      if (name === "connect-src") expect(sources).toEqual(origin ? ["'self'", origin] : ["'self'"]);
      else expect(sources.join(" "), name).not.toMatch(/https:/);
    }
    // The OAuth window reports back through window.opener, which COOP same-origin would cut.
    expect(headers["Cross-Origin-Opener-Policy"]).toBe(oauth ? "unsafe-none" : "same-origin");
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
