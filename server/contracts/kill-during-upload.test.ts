import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutColumn, makePdf } from "../../documents/test-support/make-pdf";
import { openDatabase } from "../db/client";
import { MAX_UNSAVED_UPLOADS } from "../portfolio/intake";
import {
  apiClient,
  exited,
  freePort,
  registration,
  serverDatabase,
  startServer,
  waitForHealth,
} from "../test/live-server";
import { multipartBody } from "../test/multipart";
import { sampleContractDocx, sampleContractSections } from "../test/sample-contract";

/**
 * kill -9 of the real server while uploads (draft and signed) and analyses are in flight, three times
 * at different moments. After each restart: every upload and analysis that was answered is still
 * there, what was cut off can be retried and succeeds, and at the end no stored file is orphaned, no
 * half-written row is left and no analysis is counted twice against the allowance.
 */
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const KILL_AFTER_MS = [700, 1_600, 2_900];

const kinds = [
  { name: "pglite", server: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", server: process.env.TEST_DATABASE_URL }] : []),
];

type Outcome = {
  kind: "draft" | "analysis" | "draft-and-analysis" | "signed";
  status: number;
  id?: string;
};

for (const kind of kinds) {
  describe(`kill -9 during upload and analysis [${kind.name}]`, () => {
    const logs: string[] = [];
    let dataDir: string;
    let database: Awaited<ReturnType<typeof serverDatabase>> | undefined;
    let child: ChildProcess | undefined;
    let base: string;
    let env: NodeJS.ProcessEnv;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "cw-kill-upload-"));
      if (kind.server) database = await serverDatabase(kind.server, "cw_kill");
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      env = {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? "",
        WEB_DIR: path.join(dataDir, "no-web"),
        SMTP_URL: "",
        APP_URL: base,
        LOG_LEVEL: "warn",
      };
    });

    afterAll(async () => {
      child?.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    });

    const boot = async () => {
      child = startServer(env, logs);
      await waitForHealth(base);
    };

    it("keeps what was answered, lets the rest be retried, and counts each analysis once", async () => {
      const api = apiClient(base);
      await boot();
      const admin = await api<{ token: string }>(
        "POST",
        "/api/register",
        undefined,
        registration(`admin-${randomBytes(4).toString("hex")}@northwind-trading.co.uk`),
      );
      const email = `kill-${randomBytes(4).toString("hex")}@northwind-trading.co.uk`;
      const registered = await api<{ token: string }>(
        "POST",
        "/api/register",
        undefined,
        registration(email),
      );
      expect(registered.status).toBe(201);
      const token = registered.json.token;
      const users = await api<Array<{ id: string; email: string }>>(
        "GET",
        "/api/admin/users",
        admin.json.token,
      );
      const me = users.json.find((u) => u.email === email)!;
      // Pro, so the storage and analysis limits do not stop the flow; analyses are still counted.
      const premium = await api("PATCH", `/api/admin/users/${me.id}/toggle-premium`, admin.json.token, {
        hasPremiumAccess: true,
      });
      expect(premium.status).toBe(200);

      const docx = await sampleContractDocx();
      const paragraphs = sampleContractSections.flatMap((s) => [s.heading, ...s.paragraphs]);
      const pdf = makePdf([
        { kind: "text", lines: layoutColumn(paragraphs, { x: 50, top: 790, maxChars: 90 }) },
      ]);

      const uploadDraft = async (andAnalyse = false) => {
        const body = multipartBody("contract", { name: "services.docx", bytes: docx, type: DOCX });
        const response = await fetch(`${base}/api/contracts/upload${andAnalyse ? "?analyse=true" : ""}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, ...body.headers },
          body: body.payload,
        });
        return { status: response.status, id: ((await response.json()) as { id?: string }).id };
      };
      const uploadSigned = async () => {
        const body = multipartBody("contract", { name: "signed.pdf", bytes: pdf, type: "application/pdf" });
        const response = await fetch(`${base}/api/executed-contracts/manual`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, ...body.headers },
          body: body.payload,
        });
        return { status: response.status, id: ((await response.json()) as { uploadId?: string }).uploadId };
      };
      const analyse = (id: string) => api("POST", `/api/contracts/${id}/analyze`, token);
      const noAnswer = (): { status: number; id?: string } => ({ status: 0 });

      const answered = { drafts: new Set<string>(), analysed: new Set<string>(), signed: new Set<string>() };
      let cutOff = 0;
      const cutOffKinds: string[] = [];
      // Each signed upload sent may leave an unsaved upload, and the eleventh unsaved upload in a day is
      // refused (429). The loops send at most this many, leaving room for one retry per kill (the signed
      // loop has one request in flight at a time).
      const signedBudget = MAX_UNSAVED_UPLOADS - KILL_AFTER_MS.length;
      let signedSent = 0;

      for (const killAfter of KILL_AFTER_MS) {
        const outcomes: Outcome[] = [];
        const unanalysed: string[] = [];
        let flowing = true;
        // Uploads and analyses back to back, so some are always in flight when the process dies.
        const draftLoop = async () => {
          while (flowing) {
            const upload = await uploadDraft().catch(noAnswer);
            outcomes.push({ kind: "draft", ...upload });
            if (upload.status !== 201 || !upload.id) break;
            answered.drafts.add(upload.id);
            const analysis = await analyse(upload.id).catch(noAnswer);
            outcomes.push({ kind: "analysis", status: analysis.status, id: upload.id });
            if (analysis.status !== 200) {
              unanalysed.push(upload.id);
              break;
            }
            answered.analysed.add(upload.id);
          }
        };
        // One request that stores the draft and analyses it.
        const draftAndAnalysisLoop = async () => {
          while (flowing) {
            const upload = await uploadDraft(true).catch(noAnswer);
            outcomes.push({ kind: "draft-and-analysis", ...upload });
            if (upload.status !== 201 || !upload.id) break;
            answered.drafts.add(upload.id);
            answered.analysed.add(upload.id);
          }
        };
        const signedLoop = async () => {
          while (flowing && signedSent < signedBudget) {
            signedSent += 1;
            const upload = await uploadSigned().catch(noAnswer);
            outcomes.push({ kind: "signed", ...upload });
            if (upload.status !== 201 || !upload.id) break;
            answered.signed.add(upload.id);
          }
        };
        const loops = [draftLoop(), draftAndAnalysisLoop(), signedLoop()];
        await new Promise((r) => setTimeout(r, killAfter));
        child?.kill("SIGKILL");
        flowing = false;
        await Promise.all(loops);
        await exited(child!);
        // Cut off, never refused: the server was killed, not asked to fail.
        const failed = outcomes.filter((o) => o.status !== 201 && o.status !== 200);
        expect(failed.every((o) => o.status === 0)).toBe(true);
        cutOff += failed.length;
        cutOffKinds.push(...failed.map((o) => o.kind));

        await boot();
        // Everything answered before the kill is still there, file included.
        const list = await api<Array<{ id: string; status: string }>>("GET", "/api/contracts", token);
        const listed = new Map(list.json.map((c) => [c.id, c.status]));
        for (const id of answered.drafts) {
          expect(listed.has(id)).toBe(true);
          expect(
            (
              await fetch(`${base}/api/contracts/${id}/file`, {
                headers: { authorization: `Bearer ${token}` },
              })
            ).status,
          ).toBe(200);
        }
        for (const id of answered.analysed) {
          const saved = await api<{ analysis: unknown }>("GET", `/api/contracts/${id}/analysis`, token);
          expect(saved.json.analysis).not.toBeNull();
        }
        for (const id of answered.signed) {
          const upload = await api<{ status: string }>("GET", `/api/executed-contracts/uploads/${id}`, token);
          expect(upload).toMatchObject({ status: 200, json: { status: "ready" } });
        }
        // What was cut off can be done again: a contract stored but not analysed is analysed from the
        // list, an upload that left nothing is sent again.
        for (const [id, status] of listed)
          if (status !== "analyzed" && !unanalysed.includes(id)) unanalysed.push(id);
        for (const outcome of failed) {
          if (outcome.kind === "draft" || outcome.kind === "draft-and-analysis") {
            const retry = await uploadDraft(outcome.kind === "draft-and-analysis");
            expect(retry.status).toBe(201);
            answered.drafts.add(retry.id!);
            if (outcome.kind === "draft") unanalysed.push(retry.id!);
            else answered.analysed.add(retry.id!);
          } else if (outcome.kind === "signed") {
            const retry = await uploadSigned();
            expect(retry.status).toBe(201);
            answered.signed.add(retry.id!);
          }
        }
        for (const id of unanalysed) {
          const retry = await analyse(id);
          expect(retry.status).toBe(200);
          answered.analysed.add(id);
        }
      }
      expect(cutOff).toBeGreaterThan(0);

      const usage = await api<{ analysesUsed: number }>("GET", "/api/usage-limits", token);
      child?.kill("SIGTERM");
      await exited(child!);
      child = undefined;

      const opened = await openDatabase({ url: database?.url, dataDir });
      try {
        const query = async (text: string) =>
          (
            await (
              opened.db as unknown as { $client: { query: (q: string) => Promise<{ rows: unknown[] }> } }
            ).$client.query(text)
          ).rows;
        expect(
          await query(`select s.id from stored_files s
            where not exists (select 1 from contracts c where c.file_id = s.id)
              and not exists (select 1 from executed_uploads u where u.file_id = s.id)
              and not exists (select 1 from executed_contracts e where e.file_id = s.id)`),
        ).toEqual([]);
        // One counted run per analysed contract, never two, and never a run without its analysis.
        expect(
          await query("select contract_id from analysis_runs group by contract_id having count(*) > 1"),
        ).toEqual([]);
        expect(
          await query(`select r.contract_id from analysis_runs r
            where not exists (select 1 from analyses a where a.contract_id = r.contract_id)`),
        ).toEqual([]);
        expect(
          await query(`select c.id from contracts c left join analyses a on a.contract_id = c.id
            where (c.status = 'analyzed') <> (a.id is not null)`),
        ).toEqual([]);
        const [{ runs }] = (await query("select count(*)::int as runs from analysis_runs")) as Array<{
          runs: number;
        }>;
        const analysed = (await query("select contract_id from analyses")) as unknown[];
        expect(runs).toBe(analysed.length);
        expect(usage.json.analysesUsed).toBe(runs);
        // Answered work is a subset of what is stored; a cut-off upload may have been stored and retried.
        expect(analysed.length).toBeGreaterThanOrEqual(answered.analysed.size);
      } finally {
        await opened.close();
      }
      console.log(
        `kill during upload [${kind.name}]: ${answered.drafts.size} drafts, ${answered.analysed.size} analyses, ${answered.signed.size} signed uploads answered; ${cutOff} requests cut off by kill -9 and retried (${cutOffKinds.join(", ")})`,
      );
    }, 400_000);
  });
}
