// @vitest-environment node
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { describeSmtpUrl, developmentMailFrom, loadSendEmailConfig } from "./config.ts";

describe("loadSendEmailConfig", () => {
  it("has working defaults: no SMTP (outbox files), the firm's e-mail, office-sized limits, 30-day retention", () => {
    expect(loadSendEmailConfig({})).toEqual({
      smtpUrl: undefined,
      mailTo: "info@example.com",
      mailFrom: '"NAIS Website" <no-reply@example.com>',
      outboxDir: "./outbox",
      formSecret: undefined,
      siteOrigin: "https://www.nais.example.com",
      formTokenMinAgeMs: 3_000,
      formTokenMaxAgeMs: 2 * 3_600_000,
      rateLimitPerMinute: 10,
      rateLimitPerHour: 60,
      rateLimitAttemptsPerMinute: 30,
      deliveredMaxPerHour: 20,
      deliveredMaxPerSender: 0,
      ceilingHeldMaxPerDay: 200,
      ceilingHeldMaxBytesPerDay: 2_000_000,
      sentRetentionDays: 30,
      quarantineRetentionDays: 30,
      honeypotRetentionDays: 7,
      quarantineMaxPerDay: 500,
      quarantineMaxBytesPerDay: 5_000_000,
      trustProxy: "loopback",
      smtpTimeoutMs: 10_000,
      retryIntervalMs: 60_000,
    });
  });

  it("reads every variable, and treats an empty one as unset", () => {
    const config = loadSendEmailConfig({
      SMTP_URL: "smtps://user:p%40ss@mail.example.com:465",
      MAIL_TO: "office@example.com",
      OUTBOX_DIR: "/var/lib/nais/outbox",
      FORM_SECRET: "647427591f2c4030209da777577cabde8f4b98b2b21b97f42c0da2d114e1f955",
      SITE_URL: "https://nais.example.com/some/path",
      RATE_LIMIT_PER_MINUTE: "0",
      RATE_LIMIT_PER_HOUR: "",
      TRUST_PROXY: "1",
      SMTP_TIMEOUT_MS: "2500",
      FORM_TOKEN_MIN_AGE_MS: "200",
      RATE_LIMIT_ATTEMPTS_PER_MINUTE: "100",
      SENT_RETENTION_DAYS: "7",
      QUARANTINE_RETENTION_DAYS: "90",
      HONEYPOT_RETENTION_DAYS: "14",
      QUARANTINE_MAX_PER_DAY: "0",
      QUARANTINE_MAX_BYTES_PER_DAY: "20000000",
      SUBMISSIONS_MAX_PER_HOUR: "0",
      FORM_TOKEN_MAX_AGE_MINUTES: "30",
    });
    expect(config).toMatchObject({
      smtpUrl: "smtps://user:p%40ss@mail.example.com:465",
      mailTo: "office@example.com",
      outboxDir: "/var/lib/nais/outbox",
      siteOrigin: "https://nais.example.com",
      rateLimitPerMinute: 0,
      rateLimitPerHour: 60,
      trustProxy: "always",
      smtpTimeoutMs: 2500,
      formTokenMinAgeMs: 200,
      rateLimitAttemptsPerMinute: 100,
      sentRetentionDays: 7,
      quarantineRetentionDays: 90,
      honeypotRetentionDays: 14,
      quarantineMaxPerDay: 0,
      quarantineMaxBytesPerDay: 20_000_000,
      deliveredMaxPerHour: 0,
      formTokenMaxAgeMs: 30 * 60_000,
    });
  });

  it("refuses wrong settings at start-up, naming each one", () => {
    const wrong = {
      SMTP_URL: "http://mail.example.com",
      MAIL_TO: "not an address",
      RATE_LIMIT_PER_MINUTE: "-1",
      FORM_SECRET: "short",
      FORM_TOKEN_MIN_AGE_MS: "soon",
      QUARANTINE_RETENTION_DAYS: "0",
    };
    let message = "";
    try {
      loadSendEmailConfig(wrong);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of Object.keys(wrong)) expect(message).toContain(`${name}:`);
    expect(() => loadSendEmailConfig({ RATE_LIMIT_PER_HOUR: "many" })).toThrow(/RATE_LIMIT_PER_HOUR/);
  });

  it("takes a FORM_SECRET of 32 random bytes, as hex or base64, and refuses one a person could guess", () => {
    const accepted = [
      randomBytes(32).toString("hex"),
      randomBytes(32).toString("base64"), // what `openssl rand -base64 32` prints, padding included
      randomBytes(32).toString("base64url"),
      randomBytes(48).toString("base64url"),
    ];
    for (const secret of accepted) expect(loadSendEmailConfig({ FORM_SECRET: secret }).formSecret).toBe(secret);
    const refused = [
      "a-long-enough-secret",
      randomBytes(31).toString("hex"),
      randomBytes(31).toString("base64url"),
      "our office password is nais2026 and nobody knows it",
    ];
    for (const secret of refused) {
      expect(() => loadSendEmailConfig({ FORM_SECRET: secret })).toThrow(/FORM_SECRET: .*openssl rand -hex 32/);
    }
  });

  it("refuses hand-made secrets of the right shape: patterns, runs and too little variety (docs/security.md)", () => {
    const handMade = {
      "password-password-password-password-password-pa": "repeats a pattern",
      ["0".repeat(64)]: "repeats a pattern",
      ["deadbeef".repeat(8)]: "repeats a pattern",
      ["0123456789abcdef".repeat(4)]: "repeats a pattern",
      abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS: "runs through characters in order",
      [`${"ab".repeat(20)}0123456789abcdef0123456789`]: "runs through characters in order",
      [`${"1212121313131414".repeat(3)}1515151616161717`]: "has too little variety",
    };
    for (const [secret, why] of Object.entries(handMade)) {
      expect(() => loadSendEmailConfig({ FORM_SECRET: secret }), secret).toThrow(
        new RegExp(`FORM_SECRET: this one ${why}.*openssl rand -hex 32`),
      );
    }
    // Thousands of random ones all pass: the check refuses what random bytes never look like.
    for (let i = 0; i < 2_000; i++) {
      for (const encoding of ["hex", "base64", "base64url"] as const) {
        const secret = randomBytes(32).toString(encoding);
        expect(loadSendEmailConfig({ FORM_SECRET: secret }).formSecret).toBe(secret);
      }
    }
  });

  it("stops the live site without MAIL_FROM; elsewhere uses a placeholder and says so once", () => {
    for (const live of [{ CONTEXT: "production" }, { LAUNCH: "1" }, { LAUNCH: "1", MAIL_FROM: "" }]) {
      expect(() => loadSendEmailConfig(live, () => {}), JSON.stringify(live)).toThrow(
        /MAIL_FROM: not set\..*docs\/deploying\.md/,
      );
    }
    // Listed with the other wrong settings, not instead of them.
    expect(() => loadSendEmailConfig({ LAUNCH: "1", MAIL_TO: "nobody" })).toThrow(/MAIL_TO:[\s\S]*MAIL_FROM: not set/);
    const sender = '"NAIS" <no-reply@nais.example.com>';
    expect(loadSendEmailConfig({ CONTEXT: "production", MAIL_FROM: sender }).mailFrom).toBe(sender);

    const warn = vi.fn();
    for (const elsewhere of [{}, { CONTEXT: "deploy-preview" }, { CONTEXT: "branch-deploy" }]) {
      expect(loadSendEmailConfig(elsewhere, warn).mailFrom).toBe(developmentMailFrom);
    }
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /MAIL_FROM is not set: mail is sent from "NAIS Website" <no-reply@example\.com>/,
    );
    const quiet = vi.fn();
    loadSendEmailConfig({ MAIL_FROM: sender }, quiet);
    expect(quiet).not.toHaveBeenCalled();
  });

  it("describes the SMTP server without its credentials", () => {
    expect(describeSmtpUrl("smtp://user:secret@mail.example.com:587")).toBe("smtp://mail.example.com:587");
  });
});
