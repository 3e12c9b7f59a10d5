import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { TLS } from "./test-tls.ts";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** A response as the tests compare it: lower-case header names, the body decoded. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body after undoing its Content-Encoding, so both servers' bytes compare alike. */
  body: Buffer;
}

export interface RawRequest {
  method: string;
  /** Sent byte for byte, e.g. `/%2e%2e/` or `//evil.example/`. */
  path: string;
  headers: Record<string, string>;
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  // A HEAD answer names the encoding of a body it does not send.
  if (body.length === 0) return body;
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** One request, no redirect followed, its path sent as given: Playwright would resolve `/%2e%2e/`. */
export function send(baseURL: string, { method, path, headers }: RawRequest): Promise<Answer> {
  const { protocol, hostname, port } = new URL(baseURL);
  // A connection of its own per request, so no answer depends on an earlier one.
  const options = { hostname, port, method, path, headers, agent: false };
  return new Promise((resolve, reject) => {
    const answer = (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const flat = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [
            name,
            [value].flat().join(", "),
          ]),
        );
        resolve({
          status: response.statusCode ?? 0,
          headers: flat,
          body: decode(Buffer.concat(chunks), flat["content-encoding"]),
        });
      });
    };
    const request =
      protocol === "https:"
        ? httpsRequest({ ...options, ca: TLS.cert }, answer)
        : httpRequest(options, answer);
    request.on("error", reject);
    request.end();
  });
}

/** The media type alone; RFC 9239 makes application/javascript an alias of text/javascript. */
export function mediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/javascript" ? "text/javascript" : type;
}
