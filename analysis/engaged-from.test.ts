import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

const TEXT = `INTERIM MANAGEMENT AGREEMENT

THIS AGREEMENT is dated 3 February 2027

PARTIES
(1) Malham Cove Hotels Limited (the "Client").
(2) Gordale Interim Ltd (the "Provider").

1. ENGAGEMENT
1.1 The Client engages the Provider to provide an interim finance director (the "Services") from 1 March 2027.
1.2 This Agreement continues until either party gives the other one month's written notice.
`;

describe("an engagement that starts on a date after the agreement is signed", () => {
  it("starts when the engagement does, while the agreement keeps its own date", () => {
    const a = analyseContract(TEXT);
    expect(a.agreementDate?.value).toBe("2027-02-03");
    expect(a.effectiveDate?.value).toBe("2027-03-01");
    expect(a.keyData.startDate).toBe("2027-03-01");
  });

  it("does not take a date inside the engagement sentence that is not its start", () => {
    const deadline = TEXT.replace("from 1 March 2027", "and to report by 1 March 2027");
    expect(analyseContract(deadline).effectiveDate?.value).toBe("2027-02-03");
  });
});
