/**
 * The HTTP server behind `npm start`: @hono/node-server's request listener around the site's
 * fetch handler, as its `serve` builds it, except that the answers the adapter makes itself (a
 * request line or Host it cannot read: 400; a handler that throws: 500) carry the site's security
 * headers like every other answer.
 */
import { createServer, type Server } from "node:http";
import { getRequestListener, RequestError } from "@hono/node-server";
import { baseSecurityHeaders, nonPageContentSecurityPolicy } from "./security-headers.ts";

type FetchHandler = Parameters<typeof getRequestListener>[0];

export function createSiteServer(fetch: FetchHandler, hostname?: string): Server {
  return createServer(
    getRequestListener(fetch, {
      hostname,
      errorHandler: (error) =>
        new Response(null, {
          status: error instanceof RequestError ? 400 : 500,
          headers: { ...baseSecurityHeaders, "Content-Security-Policy": nonPageContentSecurityPolicy },
        }),
    }),
  );
}
