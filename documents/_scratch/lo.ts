import { writeFileSync } from "node:fs";
import { makeDocx, p } from "../test-support/make-docx";
import { writeRedline } from "../redline/write-redline";
const body = p("The Customer shall pay each invoice within sixty (60) days of receipt.") + p("The Supplier may assign this Agreement without consent.");
const res = await writeRedline(await makeDocx(body), [
 { id: "a", action: "propose", originalText: "The Customer shall pay each invoice within sixty (60) days of receipt.", proposedText: "The Customer shall pay each undisputed invoice within thirty (30) days of receipt.", comment: "Standard terms are thirty days." },
 { id: "b", action: "reject", originalText: "The Supplier may assign this Agreement without consent.", comment: "Assignment needs our consent." }], { date: new Date() });
writeFileSync("/tmp/exp/red.docx", res.bytes);
