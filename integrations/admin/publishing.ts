// Where the site's files live, from content/publishing.yaml: which Git host the editor at /admin
// signs in to, the repository and branch a save commits to, and, for a self-hosted GitLab or
// Gitea/Forgejo, its address. The editor's backend (config.yml) and /admin's Content-Security-Policy
// are both written from it, so the page can reach exactly that host's API and nothing else.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import { parse } from "yaml";
import { CONTENT_DIR, ContentError, schemaProblems, shownPath } from "../../app/content/data.ts";

export const PUBLISHING_FILE = "publishing.yaml";

const repository = z.string().regex(/^[^/\s:]+(?:\/[^/\s:]+)+$/, {
  error: "must be owner/name, as in the repository's address",
});
const branch = z.string().min(1, { error: "must name the branch the host publishes" });
const baseUrl = z.url({
  protocol: /^https$/,
  error: "must be the host's https:// address, such as https://git.example.at",
});
const oauthClientId = z
  .string()
  .min(1, { error: "must not be empty; leave the field out instead" });

/** A host the editor signs in to with its own OAuth (PKCE, no secret of ours), or with a token. */
const selfHostable = {
  repository,
  branch,
  baseUrl: baseUrl.optional(),
  oauthClientId: oauthClientId.optional(),
};

export const publishingSchema = z.discriminatedUnion("host", [
  z.strictObject({ host: z.literal("none") }),
  z.strictObject({ host: z.literal("github"), repository, branch }),
  z.strictObject({ host: z.literal("gitlab"), ...selfHostable }),
  z.strictObject({ host: z.literal("gitea"), ...selfHostable }),
]);

export type Publishing = z.infer<typeof publishingSchema>;
export type GitHost = Exclude<Publishing["host"], "none">;

/** Each host's public address and where its REST API is under an address. */
const HOSTS: Record<GitHost, { label: string; base: string; api: (base: string) => string }> = {
  github: { label: "GitHub", base: "https://github.com", api: () => "https://api.github.com" },
  gitlab: { label: "GitLab", base: "https://gitlab.com", api: (base) => `${base}/api/v4` },
  gitea: { label: "Gitea / Forgejo", base: "https://gitea.com", api: (base) => `${base}/api/v1` },
};

/** The checked publishing settings; throws a ContentError naming the file and field. */
export function readPublishing(dir: string = CONTENT_DIR): Publishing {
  const path = join(dir, PUBLISHING_FILE);
  if (!existsSync(path))
    throw new ContentError([`${shownPath(PUBLISHING_FILE)}: the file is missing`]);
  const raw: unknown = parse(readFileSync(path, "utf8"));
  const result = publishingSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new ContentError(schemaProblems(PUBLISHING_FILE, raw, result.error));
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** The REST API's root for a named host, as the editor calls it. */
function apiRoot(publishing: Exclude<Publishing, { host: "none" }>): string {
  const host = HOSTS[publishing.host];
  const base = "baseUrl" in publishing && publishing.baseUrl ? publishing.baseUrl : host.base;
  return host.api(withoutTrailingSlash(base));
}

/** The one origin /admin may connect to besides its own: the Git host's API; none without one. */
export function apiOrigin(publishing: Publishing): string | undefined {
  return publishing.host === "none" ? undefined : new URL(apiRoot(publishing)).origin;
}

/** Whether the editor offers "Sign In with …" through the host's OAuth with PKCE. */
export function offersOAuth(publishing: Publishing): boolean {
  return (
    (publishing.host === "gitlab" || publishing.host === "gitea") && !!publishing.oauthClientId
  );
}

/** The host's name as the editor shows it: "GitLab". */
export const hostLabel = (host: GitHost) => HOSTS[host].label;

/**
 * The repository named when there is none: local repository mode still needs a Git backend, never
 * contacts it, and shows the last part of this name ("select the root directory of the
 * “tesseris-site” repository"). The package's name, so it is the folder a clone has.
 */
const LOCAL_REPOSITORY = "local/tesseris-site";

/**
 * The editor's `backend`. A token needs no server of ours, so every host offers it; GitLab and
 * Gitea/Forgejo also offer their OAuth with PKCE when an OAuth application is named. GitHub's
 * OAuth needs a server holding a client secret (README), so it is not offered. With no host the
 * backend only names a repository for local repository mode; /admin hides its sign-in buttons.
 */
export function cmsBackend(publishing: Publishing) {
  if (publishing.host === "none") {
    return { name: "github", repo: LOCAL_REPOSITORY, branch: "main", auth_methods: ["token"] };
  }
  const { host, repository: repo, branch } = publishing;
  if (host === "github") return { name: host, repo, branch, auth_methods: ["token"] };
  const base = withoutTrailingSlash(publishing.baseUrl ?? HOSTS[host].base);
  return {
    name: host,
    repo,
    branch,
    base_url: base,
    api_root: apiRoot(publishing),
    ...(publishing.oauthClientId
      ? { app_id: publishing.oauthClientId, ...(host === "gitlab" ? { auth_type: "pkce" } : {}) }
      : {}),
    auth_methods: offersOAuth(publishing) ? ["oauth", "token"] : ["token"],
  };
}

/** What /admin's headers need of the settings (server/security-headers.mjs, `adminHeaders`). */
export function adminPolicy(publishing: Publishing) {
  return { apiOrigin: apiOrigin(publishing), oauth: offersOAuth(publishing) };
}
