import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { ContractSummary } from "../../common/contract-list";
import { analysedSample } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";

type Stored = {
  name: string;
  minute: number;
  risk?: "red" | "amber" | "green";
  title?: string;
  party?: string;
};

/** Stores a contract (and its analysis when it has a risk) directly, as a finished upload would leave it. */
async function store(ctx: TestContext, userId: string, c: Stored) {
  await ctx.deps.db.execute(sql`
    with contract as (
      insert into contracts (user_id, original_name, size_bytes, extracted_text, extracted_html, uploaded_at, status)
      values (${userId}, ${c.name}, 1000, 'text', '<p>text</p>',
              timestamptz '2026-02-01' + ${c.minute} * interval '1 minute',
              ${c.risk ? "analyzed" : "uploaded"})
      returning id)
    insert into analyses (contract_id, user_id, overall_risk, title, counterparty, engine_version, result)
    select id, ${userId}, ${c.risk ?? "green"}, ${c.title ?? null}, ${c.party ?? null}, 'test', '{}'::jsonb
    from contract where ${Boolean(c.risk)}`);
}

describeWithApp("searching, filtering and sorting the contract list", (ctx) => {
  let owner: Awaited<ReturnType<typeof createUser>>;
  let sampleRisk: string;
  const list = async (query: string, token = owner.token) => {
    const response = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts${query}`,
      headers: auth(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ContractSummary[];
  };
  const names = async (query: string, token?: string) =>
    (await list(query, token)).map((c) => c.originalName);

  beforeAll(async () => {
    owner = await createUser(ctx());
    const id = owner.profile.id;
    await store(ctx(), id, {
      name: "Alpha office lease.docx",
      minute: 1,
      risk: "red",
      title: "Lease of Unit 4",
      party: "Zenith Property Ltd",
    });
    await store(ctx(), id, {
      name: "beta support (1).docx",
      minute: 2,
      risk: "green",
      party: "Acme Support Ltd",
    });
    await store(ctx(), id, { name: "Gamma_100%.docx", minute: 3 });
    await store(ctx(), id, {
      name: "delta hosting.docx",
      minute: 4,
      risk: "amber",
      party: "Nimbus Hosting plc",
    });
    ctx().clock.set(new Date("2026-03-01T09:00:00Z"));
    const sample = await analysedSample(ctx(), owner.token, "Cloudline SaaS Agreement.docx");
    sampleRisk = sample.analysis.overallRisk;
    const decided = await ctx().app.inject({
      method: "POST",
      url: "/api/term-decisions",
      headers: auth(owner.token),
      payload: { analysisId: sample.analysisId, termType: "payment", decision: "accept", proposedText: null },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const stranger = await createUser(ctx());
    await store(ctx(), stranger.profile.id, {
      name: "Cloudline SaaS Agreement (their copy).docx",
      minute: 5,
      risk: "red",
      party: "Zenith Property Ltd",
    });
  }, 60_000);

  it("lists every contract newest first without parameters, with what a row shows and no document", async () => {
    const rows = await list("");
    expect(rows.map((c) => c.originalName)).toEqual([
      "Cloudline SaaS Agreement.docx",
      "delta hosting.docx",
      "Gamma_100%.docx",
      "beta support (1).docx",
      "Alpha office lease.docx",
    ]);
    const [cloudline] = rows;
    // Copied from the engine's result when the contract was analysed.
    expect(cloudline.analysis?.counterparty).toBe("Cloudline Systems Limited");
    expect(cloudline).toMatchObject({ reviewStatus: "decisions-made", decisionCount: 1 });
    expect(rows[2]).toMatchObject({ reviewStatus: "not-analysed", decisionCount: 0, analysis: null });
    expect(rows[4]).toMatchObject({
      reviewStatus: "analysed",
      analysis: { overallRisk: "red", title: "Lease of Unit 4", counterparty: "Zenith Property Ltd" },
    });
    for (const row of rows) expect(Object.keys(row)).not.toContain("extractedText");
  });

  it("searches file name, title and counterparty, ignoring case, and only the user's own contracts", async () => {
    expect(await names("?q=zenith")).toEqual(["Alpha office lease.docx"]);
    expect(await names("?q=unit%204")).toEqual(["Alpha office lease.docx"]);
    expect(await names("?q=%20HOSTING%20")).toEqual(["delta hosting.docx"]);
    expect(await names("?q=cloudline")).toEqual(["Cloudline SaaS Agreement.docx"]);
    expect(await names("?q=systems%20limited")).toEqual(["Cloudline SaaS Agreement.docx"]);
    expect(await names("?q=nothing%20like%20this")).toEqual([]);
  });

  it("treats % and _ in the search as the characters themselves", async () => {
    expect(await names("?q=%25")).toEqual(["Gamma_100%.docx"]);
    expect(await names("?q=_")).toEqual(["Gamma_100%.docx"]);
    expect(await names("?q=(1)")).toEqual(["beta support (1).docx"]);
  });

  it("filters by overall risk and by review status, alone or together", async () => {
    const reds = [
      "Alpha office lease.docx",
      ...(sampleRisk === "red" ? ["Cloudline SaaS Agreement.docx"] : []),
    ];
    expect((await names("?risk=red")).sort()).toEqual(reds.sort());
    expect(await names("?risk=green&sort=name")).toEqual([
      "beta support (1).docx",
      ...(sampleRisk === "green" ? ["Cloudline SaaS Agreement.docx"] : []),
    ]);
    expect(await names("?risk=amber&risk=green&status=analysed&sort=name")).toEqual([
      "beta support (1).docx",
      "delta hosting.docx",
    ]);
    expect(await names("?status=not-analysed")).toEqual(["Gamma_100%.docx"]);
    expect(await names("?status=decisions-made")).toEqual(["Cloudline SaaS Agreement.docx"]);
    expect(await names("?status=not-analysed,decisions-made")).toEqual([
      "Cloudline SaaS Agreement.docx",
      "Gamma_100%.docx",
    ]);
    expect(await names("?q=a&risk=red&status=analysed")).toEqual(["Alpha office lease.docx"]);
  });

  it("sorts by name, date and risk in either order; a contract with no risk comes last", async () => {
    const byName = [
      "Alpha office lease.docx",
      "beta support (1).docx",
      "Cloudline SaaS Agreement.docx",
      "delta hosting.docx",
      "Gamma_100%.docx",
    ];
    expect(await names("?sort=name")).toEqual(byName);
    expect(await names("?sort=name&order=desc")).toEqual([...byName].reverse());
    expect((await names("?sort=uploaded&order=asc"))[0]).toBe("Alpha office lease.docx");

    const rank = { red: 3, amber: 2, green: 1 } as const;
    const byRisk = await list("?sort=risk");
    const ranks = byRisk.map((c) => (c.analysis ? rank[c.analysis.overallRisk] : 0));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(byRisk.at(-1)?.originalName).toBe("Gamma_100%.docx");
    const lowFirst = await list("?sort=risk&order=asc");
    expect(lowFirst[0].analysis?.overallRisk).toBe("green");
    expect(lowFirst.at(-1)?.originalName).toBe("Gamma_100%.docx");
  });

  it("refuses parameters it does not know with a message saying what it accepts", async () => {
    const cases: Array<[string, string]> = [
      [
        "?risk=purple",
        'risk must be one or more of red, amber, green, separated by commas; "purple" is not one',
      ],
      ["?status=signed", "status must be one or more of not-analysed, analysed, decisions-made"],
      ["?sort=size", "sort must be one of uploaded, name, risk"],
      ["?sort=name&order=up", "order must be asc or desc"],
      [`?q=${"a".repeat(201)}`, "Search text must be 200 characters or fewer"],
    ];
    for (const [query, message] of cases) {
      const response = await ctx().app.inject({
        method: "GET",
        url: `/api/contracts${query}`,
        headers: auth(owner.token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });

  it("answers 401 without a session, whatever the parameters", async () => {
    const response = await ctx().app.inject({ method: "GET", url: "/api/contracts?q=cloudline" });
    expect(response.statusCode).toBe(401);
  });
});
