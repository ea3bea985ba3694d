// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createRateLimiter, rateLimitKey } from "./rate-limiter.ts";

const t0 = new Date("2026-03-02T10:00:00Z").getTime();
const at = (seconds: number) => new Date(t0 + seconds * 1000);

describe("rate limiter", () => {
  it("allows five a minute per client, then says when to come back", () => {
    const limiter = createRateLimiter({ perMinute: 5, perHour: 20 });
    for (let i = 0; i < 5; i++) expect(limiter.check("a", at(i))).toEqual({ allowed: true });
    expect(limiter.check("a", at(10))).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.check("b", at(10))).toEqual({ allowed: true });
    // The window slides: the first request leaves it at 60 s.
    expect(limiter.check("a", at(59))).toMatchObject({ allowed: false });
    expect(limiter.check("a", at(60))).toEqual({ allowed: true });
  });

  it("allows twenty an hour per client", () => {
    const limiter = createRateLimiter({ perMinute: 5, perHour: 20 });
    for (let i = 0; i < 20; i++) expect(limiter.check("a", at(i * 61))).toEqual({ allowed: true });
    const refused = limiter.check("a", at(20 * 61));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 3600 - 20 * 61 });
    expect(limiter.check("a", at(3600))).toEqual({ allowed: true });
  });

  it("is off when both limits are 0, and one window can be off alone", () => {
    const off = createRateLimiter({ perMinute: 0, perHour: 0 });
    for (let i = 0; i < 100; i++) expect(off.check("a", at(0))).toEqual({ allowed: true });
    const hourOnly = createRateLimiter({ perMinute: 0, perHour: 3 });
    for (let i = 0; i < 3; i++) expect(hourOnly.check("a", at(0))).toEqual({ allowed: true });
    expect(hourOnly.check("a", at(1))).toMatchObject({ allowed: false });
  });

  it("forgets the least recently seen clients past its size, never blocking a newcomer", () => {
    const limiter = createRateLimiter({ perMinute: 1, perHour: 0, maxClients: 100 });
    for (let i = 0; i < 1_000; i++) expect(limiter.check(`client-${i}`, at(0))).toEqual({ allowed: true });
    expect(limiter.check("client-999", at(1))).toMatchObject({ allowed: false });
    expect(limiter.check("client-0", at(1))).toEqual({ allowed: true });
  });

  it("takes back a count when the request turned out not to be a new submission", () => {
    const limiter = createRateLimiter({ perMinute: 2, perHour: 0 });
    expect(limiter.check("a", at(0))).toEqual({ allowed: true });
    expect(limiter.check("a", at(1))).toEqual({ allowed: true });
    limiter.uncount("a", at(1));
    expect(limiter.check("a", at(2))).toEqual({ allowed: true });
    expect(limiter.check("a", at(3))).toMatchObject({ allowed: false });
    limiter.uncount("b", at(3)); // Nothing to take back: no effect, no error.
  });
});

describe("rateLimitKey", () => {
  it("groups IPv6 by /64, in any spelling, and leaves IPv4 (also IPv4-mapped) as it is", () => {
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("2001:db8::1:2:3:4:5")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("::1:2:3:4:5:6:7")).toBe("0:1:2:3::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
