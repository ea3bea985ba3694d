/**
 * Who a submission counts against in the hour's fair shares (docs/decisions/032): an IPv4 address,
 * or an IPv6 /56 (a home or office line is given a /56 or a /48, so one sender could otherwise
 * take a fresh /64 for every post). Stored and counted as a keyed hash, never as the address.
 */
import { createHmac } from "node:crypto";
import { rateLimitKey } from "../intake/rate-limiter.ts";

/** `203.0.113.7` stays itself; `2001:db8:1:2ab::9` becomes `2001:db8:1:200::/56`. */
export function senderPrefix(address: string): string {
  const key = rateLimitKey(address);
  const v6 = /^([0-9a-f]+):([0-9a-f]+):([0-9a-f]+):([0-9a-f]+)::\/64$/.exec(key);
  if (!v6) return key;
  const [, a, b, c, d = "0"] = v6;
  return `${a}:${b}:${c}:${(Number.parseInt(d, 16) & 0xff00).toString(16)}::/56`;
}

/** 16 hex digits per sender under `secret`: addresses cannot be read back from the store. */
export function createSenderKeys(secret: string): (address: string) => string {
  return (address) =>
    createHmac("sha256", secret)
      .update(`nais-sender:v1:${senderPrefix(address)}`)
      .digest("hex")
      .slice(0, 16);
}
