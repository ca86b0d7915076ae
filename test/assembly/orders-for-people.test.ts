import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../fixtures/temp-dir.js";
import { interpret, placements, CLUB, VEGGIE, BLT, CHEESE } from "./support/interpret.js";
import { renamedInterpreter, renameText } from "./support/renamed-cell.js";

/*
 * Products ordered for people: "for NAME", "NAME wants …", "NAME's …", "me: …", "three BLTs: me,
 * my wife and our son", "…, and one for my daughter". The owner is a label — shown with the
 * product, never a layer — and a word the cell does not know is one only in those slots. On the
 * sandwich cell and its renamed copy.
 */
const temp = makeTempDir();
afterAll(() => temp.cleanup());
const renamed = renamedInterpreter(temp.dir);
const without = (layers: string[], item: string) => layers.filter((layer) => layer !== item);
type Result = ReturnType<typeof interpret>;
const acts = (result: Result) => result !== null && result.sequence.length > 0;
const products = (result: Result) =>
  Object.values(placements(result))
    .map((layers) => layers.join(" "))
    .sort();
const sorted = (...layers: string[][]) => layers.map((l) => l.join(" ")).sort();
const renamedSorted = (...layers: string[][]) => layers.map((l) => renameText(l.join(" "))).sort();

describe("an owner after 'for'", () => {
  it("a name, a person noun or a group is a label of the product, shown in the result", () => {
    const named = interpret("Make a veggie for Oskar, please");
    expect(acts(named)).toBe(true);
    expect(placements(named)).toEqual({ assembly_fixture: VEGGIE });
    expect(named!.interpretation).toContain("for Oskar");
    expect(named!.account!.unexplained).toEqual([]);
    expect(products(interpret("two clubs for the sales team"))).toEqual(sorted(CLUB, CLUB));
    expect(products(interpret("a cheese sandwich for grandpa with extra cheese"))).toEqual(
      sorted(["bread", "cheese", "cheese", "bread"]),
    );
    expect(products(renamed("A club for Lena, hold the ginger"))).toEqual(
      renamedSorted(without(CLUB, "tomato")),
    );
  });

  it("'one for X' after a product is one more of it, or one of those counted", () => {
    expect(products(interpret("a veggie for Ana and one for her brother with no cheese"))).toEqual(
      sorted(VEGGIE, without(VEGGIE, "cheese")),
    );
    expect(products(interpret("two clubs, one for Mia and one for the boss with no cheese"))).toEqual(
      sorted(CLUB, without(CLUB, "cheese")),
    );
    expect(products(renamed("Two BLTs - one for Ravi, one for my niece without ginger"))).toEqual(
      renamedSorted(BLT, without(BLT, "tomato")),
    );
  });

  it("a word the cell does not know, said bare and not as a name, still waits", () => {
    // "for avocado": written in lower case, no name — an ingredient the cell lacks, perhaps.
    expect(acts(interpret("a club for avocado"))).toBe(false);
    // The "for" of a swap is never an owner.
    expect(acts(interpret("a club, swap the tomato for Pickles"))).toBe(false);
    expect(placements(interpret("a blt for the right"))).toEqual({ assembly_right: BLT });
  });
});

describe("an owner as the subject of the order", () => {
  it("NAME wants / would like / is having: the product is theirs", () => {
    expect(products(interpret("Lucas would like a BLT without lettuce"))).toEqual(
      sorted(without(BLT, "lettuce")),
    );
    expect(products(interpret("Nina's having a club with double cheese"))).toEqual(
      sorted(["bread", "meat", "cheese", "cheese", "lettuce", "tomato", "bread"]),
    );
    expect(products(renamed("Omar wants a veggie, Lea a club"))).toEqual(renamedSorted(VEGGIE, CLUB));
  });

  it("a count in the owner counts the products", () => {
    expect(products(interpret("the three kids all want a cheese sandwich"))).toEqual(
      sorted(CHEESE, CHEESE, CHEESE),
    );
  });

  it("owners listed after a product take one each; a list of another length waits", () => {
    const each = interpret("two veggies: my mum and Pia. Hers with no tomato");
    expect(products(each)).toEqual(sorted(VEGGIE, without(VEGGIE, "tomato")));
    expect(acts(interpret("two clubs: me, Pia and the boss"))).toBe(false);
  });

  it("a name with a possessive before its product is its owner", () => {
    expect(placements(interpret("Lotte's veggie on the right"))).toEqual({ assembly_right: VEGGIE });
    // Lower case "'s" may be "is": "my son's vegetarian" is not read as an owner.
    expect(acts(interpret("my niece's vegetarian so a veggie"))).toBe(false);
  });
});

describe("a product restated as its layers", () => {
  it("is held, never stacked twice", () => {
    expect(acts(interpret("a ham sandwich, bread, ham, bread"))).toBe(false);
    expect(products(interpret("one ham club"))).toEqual(sorted(CLUB));
  });
});

describe("products said in sentences of their own", () => {
  it("each goes on a zone of its own, as in one sentence", () => {
    expect(products(interpret("Make a cheese sandwich. Make a BLT."))).toEqual(sorted(CHEESE, BLT));
    expect(products(interpret("Ola: a veggie. Her dad: a club with no tomato."))).toEqual(
      sorted(VEGGIE, without(CLUB, "tomato")),
    );
    expect(products(renamed("a club. then a veggie without ginger"))).toEqual(
      renamedSorted(CLUB, without(VEGGIE, "tomato")),
    );
  });
});

describe("an owner said before its product", () => {
  it("'and for my grandson a club' is the next product's", () => {
    expect(
      interpret("a veggie on the left and for my grandson a club on the right")?.interpretation,
    ).toContain("club for my grandson");
    expect(products(renamed("for Noor a veggie, and for her brother a cheese platter"))).toEqual(
      renamedSorted(VEGGIE, CHEESE),
    );
  });
});
