import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

describeWithApp("the contract list", (ctx) => {
  it("lists 500 stored contracts without their document bodies (speed: bench/contract-list.ts)", async () => {
    const user = await createUser(ctx());
    // 500 contracts of about 100 KB of text and HTML each (random, so storage cannot compress it).
    await ctx().deps.db.execute(sql`
      insert into contracts (user_id, original_name, size_bytes, extracted_text, extracted_html, uploaded_at)
      select ${user.profile.id}, 'Contract ' || n || '.docx', 120000, body, '<p>' || body || '</p>',
             timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 500) as n,
           lateral (select string_agg(md5(random()::text || n || i), ' ') as body
                    from generate_series(1, 1500) as i) as text`);

    const response = await ctx().app.inject({
      method: "GET",
      url: "/api/contracts",
      headers: auth(user.token),
    });
    expect(response.statusCode).toBe(200);
    const body: Array<Record<string, unknown>> = response.json();
    expect(body).toHaveLength(500);
    expect(body[0]).toMatchObject({ originalName: "Contract 500.docx", status: "uploaded", analysis: null });
    expect(Object.keys(body[0])).not.toContain("extractedText");
    expect(Object.keys(body[0])).not.toContain("extractedHtml");

    const searched = await ctx().app.inject({
      method: "GET",
      url: "/api/contracts?q=contract%2042&sort=name&status=not-analysed",
      headers: auth(user.token),
    });
    expect(searched.statusCode).toBe(200);
    const found: Array<{ originalName: string }> = searched.json();
    expect(found.map((c) => c.originalName).sort()).toEqual(
      ["42", ...Array.from({ length: 10 }, (_, i) => `42${i}`)].map((n) => `Contract ${n}.docx`).sort(),
    );
  }, 120_000);
});
