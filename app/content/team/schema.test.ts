// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseContent } from "#app/content/data/parse.ts";
import { problemsWith } from "#app/content/test-support/problems-with.ts";
import team from "#content/team.json" with { type: "json" };
import { teamSchema } from "./schema.ts";

/** The team, `content/team.json`: each mistake planted in a copy of the real file. */
const file = "content/team.json";
type Data = typeof team;
const problems = (plant: (data: Data) => void) =>
  problemsWith(team, (data) => parseContent(file, teamSchema, data), plant);

/** A new preparer, Carla Ruiz, with the credentials and fields given. */
const carla = (fields: { credentials: string[]; ctecNumber?: string }) =>
  ({ name: "Carla Ruiz", form: "feminine", ...fields }) as never;

describe("a tax preparer's CTEC number in content/team.json", () => {
  it("reads the file as it is", () => {
    expect(problems(() => {})).toBe("");
  });

  it("refuses “Tax preparer registered with CTEC” without a number, naming the field", () => {
    const message = problems((data) => {
      data.members.push(carla({ credentials: ["taxPreparer", "bilingual"] }));
    });
    const last = team.members.length;
    expect(message).toContain(
      `${file}: members[${last}].ctecNumber: is needed for a tax preparer registered with CTEC: type the number from their CTEC registration (A and six digits, e.g. A123456)`,
    );
  });

  it("takes a preparer with a number, and an Enrolled Agent without one", () => {
    expect(
      problems((data) => {
        data.members.push(carla({ credentials: ["taxPreparer"], ctecNumber: "A123456" }));
        data.members.push({
          name: "Tomás Gil",
          form: "masculine",
          credentials: ["enrolledAgent", "taxPreparer"],
        } as never);
      }),
    ).toBe("");
  });

  it("refuses a number that is not A and six digits", () => {
    expect(
      problems((data) => {
        data.members.push(carla({ credentials: ["taxPreparer"], ctecNumber: "123456" }));
      }),
    ).toContain("must be a CTEC registration number: the letter A and six digits, e.g. A123456");
  });
});
