// content/publishing.yaml: the Git host, repository and branch the editor at /admin commits to.
// Its backend and /admin's CSP are both written from it, so the page reaches that API alone.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import { parse } from "yaml";
import { CONTENT_DIR, ContentError, schemaProblems, shownPath } from "../../app/content/data.ts";

export const PUBLISHING_FILE = "publishing.yaml";

const repository = z.string().regex(/^[^/\s:]+(?:\/[^/\s:]+)+$/, {
  error: "must be owner/name, as in the repository's address",
});
const branch = z.string().min(1, "must name the branch the host publishes");
const httpsAddress = "must be the host's https:// address, such as https://git.example.at";
/** A host the editor signs in to with its own OAuth (PKCE, no secret of ours), or with a token. */
const selfHostable = {
  repository,
  branch,
  baseUrl: z.url({ protocol: /^https$/, error: httpsAddress }).optional(),
  oauthClientId: z.string().min(1, "must not be empty; leave the field out instead").optional(),
};

const publishingSchema = z.discriminatedUnion("host", [
  z.strictObject({ host: z.literal("none") }),
  z.strictObject({ host: z.literal("github"), repository, branch }),
  z.strictObject({ host: z.literal("gitlab"), ...selfHostable }),
  z.strictObject({ host: z.literal("gitea"), ...selfHostable }),
]);

export type Publishing = z.infer<typeof publishingSchema>;
type GitHost = Exclude<Publishing, { host: "none" }>;

/** Each host's public address, and where its REST API is under an address. */
const HOSTS: Record<GitHost["host"], { base: string; api: (base: string) => string }> = {
  github: { base: "https://github.com", api: () => "https://api.github.com" },
  gitlab: { base: "https://gitlab.com", api: (base) => `${base}/api/v4` },
  gitea: { base: "https://gitea.com", api: (base) => `${base}/api/v1` },
};

/** The checked publishing settings; throws a ContentError naming the file and field. */
export function readPublishing(dir: string = CONTENT_DIR): Publishing {
  const path = join(dir, PUBLISHING_FILE);
  const where = shownPath(PUBLISHING_FILE);
  if (!existsSync(path)) throw new ContentError([`${where}: the file is missing`]);
  const raw: unknown = parse(readFileSync(path, "utf8"));
  const result = publishingSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new ContentError(schemaProblems(PUBLISHING_FILE, raw, result.error));
}

/** The host's address with no trailing slash. */
const baseOf = (publishing: GitHost) =>
  ("baseUrl" in publishing && publishing.baseUrl
    ? publishing.baseUrl
    : HOSTS[publishing.host].base
  ).replace(/\/+$/, "");

const apiRoot = (publishing: GitHost) => HOSTS[publishing.host].api(baseOf(publishing));

/** Whether the editor offers "Sign In with …" through the host's OAuth with PKCE. */
const offersOAuth = (publishing: Publishing) =>
  (publishing.host === "gitlab" || publishing.host === "gitea") && !!publishing.oauthClientId;

/**
 * The editor's `backend`: a token everywhere, OAuth with PKCE on GitLab and Gitea (GitHub's needs a
 * server with a secret). With no host, a repository name for local repository mode only.
 */
export function cmsBackend(publishing: Publishing) {
  if (publishing.host === "none") {
    return { name: "github", repo: "local/tesseris-site", branch: "main", auth_methods: ["token"] };
  }
  const { host, repository: repo, branch } = publishing;
  if (host === "github") return { name: host, repo, branch, auth_methods: ["token"] };
  return {
    name: host,
    repo,
    branch,
    base_url: baseOf(publishing),
    api_root: apiRoot(publishing),
    ...(publishing.oauthClientId
      ? { app_id: publishing.oauthClientId, ...(host === "gitlab" ? { auth_type: "pkce" } : {}) }
      : {}),
    auth_methods: offersOAuth(publishing) ? ["oauth", "token"] : ["token"],
  };
}

/** What /admin's headers need (server/security-headers.mjs): the one other origin it may reach. */
export function adminPolicy(publishing: Publishing) {
  const apiOrigin = publishing.host === "none" ? undefined : new URL(apiRoot(publishing)).origin;
  return { apiOrigin, oauth: offersOAuth(publishing) };
}
