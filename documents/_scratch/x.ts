import { makeDocx, r } from "../test-support/make-docx";
import { writeRedline } from "../redline/write-redline";
import { readPart } from "../test-support/inspect-docx";
const body = `<w:p>${r("Fees are payable ")}<w:ins w:id="3" w:author="Other Firm" w:date="2024-05-01T10:00:00Z"><w:r><w:t>monthly in arrears</w:t></w:r></w:ins>${r(".")}</w:p>`;
const res = await writeRedline(await makeDocx(body), [{ id: "fees", action: "propose", originalText: "Fees are payable monthly in arrears.", proposedText: "Fees are payable monthly and quarterly in arrears.", comment: "Allow either." }], { date: new Date(0) });
const xml = (await readPart(res.bytes, "word/document.xml"))!;
console.log(xml.slice(xml.indexOf("<w:body>"), xml.indexOf("<w:sectPr")));
