import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { makeDocx, p, r, table } from "../test-support/make-docx";
import { writeRedline } from "./write-redline";

const run = promisify(execFile);
const SOFFICE = ["/usr/bin/soffice", "/usr/bin/libreoffice", "/usr/local/bin/soffice"].find((path) =>
  existsSync(path),
);
const itWithLibreOffice = SOFFICE ? it : it.skip;

describe("writeRedline output in LibreOffice", () => {
  if (!SOFFICE) {
    it.skip("LibreOffice is not installed (apt install libreoffice-writer-nogui): redline not checked in LibreOffice", () => {});
  }

  itWithLibreOffice(
    "shows deleted and inserted words as tracked changes by Clausewise, with the comments",
    async () => {
      const body =
        p("1. Payment") +
        p([
          r("The Customer shall pay each invoice within "),
          r("sixty (60) days", "<w:b/>"),
          r(" of receipt."),
        ]) +
        p("2. Assignment") +
        p("The Supplier may assign this Agreement without the Customer's consent.") +
        table([[p("Support hours"), p("9am to 5pm on Business Days")]]);
      const docx = await makeDocx(body);
      const { bytes, applied } = await writeRedline(docx, [
        {
          id: "payment",
          action: "propose",
          originalText: "The Customer shall pay each invoice within sixty (60) days of receipt.",
          proposedText: "The Customer shall pay each undisputed invoice within thirty (30) days of receipt.",
          comment: "Our standard payment terms are thirty days.",
        },
        {
          id: "assignment",
          action: "reject",
          originalText: "The Supplier may assign this Agreement without the Customer's consent.",
          comment: "Assignment must need our written consent.",
        },
        {
          id: "support",
          action: "propose",
          originalText: "9am to 5pm on Business Days",
          proposedText: "8am to 8pm on Business Days",
          comment: "Extended hours.",
        },
      ]);
      expect(applied).toEqual(["payment", "assignment", "support"]);

      const dir = await mkdtemp(join(tmpdir(), "clausewise-lo-"));
      try {
        const input = join(dir, "redlined.docx");
        await writeFile(input, bytes);
        await run(
          SOFFICE as string,
          [
            `-env:UserInstallation=${pathToFileURL(join(dir, "profile")).href}`,
            "--headless",
            "--convert-to",
            "odt",
            "--outdir",
            dir,
            input,
          ],
          { timeout: 120_000 },
        );
        const odt = await JSZip.loadAsync(await readFile(join(dir, "redlined.odt")));
        const content = (await odt.file("content.xml")?.async("string")) ?? "";

        const regions = content.slice(
          content.indexOf("<text:tracked-changes"),
          content.indexOf("</text:tracked-changes>"),
        );
        const deletions = [...regions.matchAll(/<text:deletion>(.*?)<\/text:deletion>/gs)].map((m) =>
          m[1]
            .replace(/<office:change-info>.*?<\/office:change-info>/gs, "")
            .replace(/<[^>]+>/g, "")
            .replace(/&apos;/g, "'"),
        );
        expect(deletions).toEqual(
          expect.arrayContaining([
            "sixty",
            "60",
            "The Supplier may assign this Agreement without the Customer's consent.",
            "9am",
            "5pm",
          ]),
        );
        expect(regions).toContain("<text:insertion>");
        expect(regions).toContain("<dc:creator>Clausewise</dc:creator>");

        // Inserted words are in the body between change-start and change-end marks.
        const bodyText = content.slice(content.indexOf("</text:tracked-changes>"));
        const insertions = [...bodyText.matchAll(/<text:change-start [^>]*\/>(.*?)<text:change-end/gs)].map(
          (m) => m[1].replace(/<office:annotation\b.*?<\/office:annotation>/gs, "").replace(/<[^>]+>/g, ""),
        );
        expect(insertions).toEqual(["undisputed ", "thirty", "30", "8am", "8pm"]);
        const comments = [...content.matchAll(/<office:annotation\b.*?<\/office:annotation>/gs)].map(
          (m) => m[0],
        );
        expect(comments).toHaveLength(3);
        expect(comments.join("")).toContain("Our standard payment terms are thirty days.");
        expect(comments.join("")).toContain("Assignment must need our written consent.");
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  itWithLibreOffice(
    "opens a clause added as tracked paragraphs, in place, with its comment",
    async () => {
      const docx = await makeDocx(p("1. Delivery") + p("1.1 Goods are delivered on Mondays.") + p("Signed"));
      const { bytes, applied } = await writeRedline(docx, [
        {
          id: "law",
          action: "insert",
          originalText: "1.1 Goods are delivered on Mondays.",
          proposedText: "2. Governing law\n2.1 This Agreement is governed by the law of Northern Ireland.",
          comment: "We propose adding a governing-law clause.",
        },
      ]);
      expect(applied).toEqual(["law"]);
      const dir = await mkdtemp(join(tmpdir(), "clausewise-lo-"));
      try {
        const input = join(dir, "inserted.docx");
        await writeFile(input, bytes);
        await run(
          SOFFICE as string,
          [
            `-env:UserInstallation=${pathToFileURL(join(dir, "profile")).href}`,
            "--headless",
            "--convert-to",
            "odt",
            "--outdir",
            dir,
            input,
          ],
          { timeout: 120_000 },
        );
        const odt = await JSZip.loadAsync(await readFile(join(dir, "inserted.odt")));
        const content = (await odt.file("content.xml")?.async("string")) ?? "";
        const regions = content.slice(
          content.indexOf("<text:tracked-changes"),
          content.indexOf("</text:tracked-changes>"),
        );
        expect(regions).toContain("<text:insertion>");
        expect(regions).toContain("<dc:creator>Clausewise</dc:creator>");
        const text = content
          .replace(/<office:annotation\b.*?<\/office:annotation>/gs, "")
          .replace(/<[^>]+>/g, " ");
        const squashed = text.replace(/\s+/g, " ");
        expect(squashed).toMatch(
          /Mondays\. 2\. Governing law 2\.1 This Agreement is governed by the law of Northern Ireland\. Signed/,
        );
        expect(content).toContain("We propose adding a governing-law clause.");
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
