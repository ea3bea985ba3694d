import { describe, expect, it } from "vitest";
import { serviceAddressProblemsAmong } from "./addresses.ts";

const farmPayroll = { en: { slug: "farm-payroll" }, es: { slug: "nomina-agricola" } };
const added = { path: "content/services/farm-payroll.json", data: farmPayroll };

describe("a service page's addresses against the folder's files as they are now", () => {
  it("refuse a new page whose file is there already, and a Spanish address another file has, naming the page", () => {
    expect(serviceAddressProblemsAmong(added.path, farmPayroll, [added], true)).toEqual([
      "content/services/farm-payroll.json: en.slug: /services/farm-payroll is already the address of another page (service/farm-payroll): choose another",
      "content/services/farm-payroll.json: es.slug: /es/servicios/nomina-agricola is already the address of another page (service/farm-payroll): choose another",
    ]);
    // The file as Decap lists it may hold only its English words: its name is enough.
    expect(serviceAddressProblemsAmong(added.path, farmPayroll, [{ path: added.path, data: {} }], true)).toHaveLength(
      1,
    );
    const orchard = { en: { slug: "orchard-payroll" }, es: { slug: "nomina-agricola" } };
    expect(serviceAddressProblemsAmong("content/services/orchard-payroll.json", orchard, [added], true)).toEqual([
      "content/services/orchard-payroll.json: es.slug: /es/servicios/nomina-agricola is already the address of another page (service/farm-payroll): choose another",
    ]);
  });

  it("let a page saved again keep its own addresses", () => {
    expect(serviceAddressProblemsAmong(added.path, farmPayroll, [added], false)).toEqual([]);
  });
});
