import { expect, test } from "@playwright/test";
import { sampleContractDocx } from "../../server/test/sample-contract";
import { newUser, registerViaApi, signInWithToken } from "./support";

/** A signed consultancy agreement written for this journey: parties in their own blocks, a fixed end date. */
const CONSULTANCY = [
  { heading: "CONSULTANCY SERVICES AGREEMENT", paragraphs: ["Date: 3 March 2026"] },
  {
    heading: "PARTIES",
    paragraphs: [
      'Bracken Hill Advisory LLP, a limited liability partnership registered in Scotland, whose registered office is at 4 Quay Street, Leith ("Consultant")',
      "and",
      'Larchmount Brewing Limited, registered in Scotland with number SC123456 ("Client")',
    ],
  },
  {
    heading: "1. TERM",
    paragraphs: [
      "1.1 This Agreement shall commence on 1 March 2026 and shall expire automatically on 28 February 2027.",
    ],
  },
  {
    heading: "2. FEES AND PAYMENT",
    paragraphs: [
      "2.1 The Client shall pay the Consultant a fee of £3,500 per month.",
      "2.2 The Client shall pay each invoice within 14 days of receipt.",
    ],
  },
  { heading: "3. GOVERNING LAW", paragraphs: ["3.1 This Agreement is governed by the law of Scotland."] },
];

test("a signed consultancy agreement pre-fills the consultant as vendor, its end date and 14 days to pay", async ({
  page,
}) => {
  // the user works for the client: their own company is never offered as the vendor
  const token = await registerViaApi(page, {
    ...newUser("keydata"),
    companyName: "Larchmount Brewing Limited",
  });
  await signInWithToken(page, token);
  await page.goto("/my-contracts");
  await page.getByTestId("upload-executed-contract").click();
  await page.getByTestId("executed-upload-input").setInputFiles({
    name: "Bracken Hill consultancy (signed).docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(await sampleContractDocx(CONSULTANCY)),
  });
  const title = page.getByTestId("manual-contract-title");
  await expect(title).toHaveValue("Consultancy Services Agreement", { timeout: 30_000 });
  await expect(page.getByTestId("manual-vendor-name")).toHaveValue("Bracken Hill Advisory LLP");
  await expect(page.getByTestId("manual-contract-value")).toHaveValue("42,000");
  await expect(page.getByTestId("manual-start-date")).toHaveValue("01/03/2026");
  await expect(page.getByTestId("manual-end-date")).toHaveValue("28/02/2027");
  // the days to pay as written, not rounded to one of the usual choices
  await expect(page.getByTestId("manual-payment-terms")).toHaveValue("Net 14");
});
