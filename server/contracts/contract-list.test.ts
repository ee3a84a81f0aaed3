import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

describeWithApp("the contract list", (ctx) => {
  it("lists 500 stored contracts quickly, without reading their document bodies", async () => {
    const user = await createUser(ctx());
    // 500 contracts of about 100 KB of text and HTML each (random, so storage cannot compress it).
    await ctx().deps.db.execute(sql`
      insert into contracts (user_id, original_name, size_bytes, extracted_text, extracted_html, uploaded_at)
      select ${user.profile.id}, 'Contract ' || n || '.docx', 120000, body, '<p>' || body || '</p>',
             timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 500) as n,
           lateral (select string_agg(md5(random()::text || n || i), ' ') as body
                    from generate_series(1, 1500) as i) as text`);

    const timings: number[] = [];
    let body: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await ctx().app.inject({
        method: "GET",
        url: "/api/contracts",
        headers: auth(user.token),
      });
      timings.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      body = response.json();
    }
    expect(body).toHaveLength(500);
    expect(body[0]).toMatchObject({ originalName: "Contract 500.docx", status: "uploaded", analysis: null });
    expect(Object.keys(body[0])).not.toContain("extractedText");
    const median = timings.sort((a, b) => a - b)[1];
    expect(median).toBeLessThan(400);
  }, 120_000);
});
