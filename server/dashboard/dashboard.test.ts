import { expect, it } from "vitest";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

describeWithApp("dashboard figures", (ctx) => {
  it("counts signed contracts in the total and their High ratings in high risk", async () => {
    const user = await createUser(ctx());
    const ids: string[] = [];
    for (const contractTitle of ["Cleaning services", "Payroll bureau"]) {
      const saved = await ctx().app.inject({
        method: "POST",
        url: "/api/executed-contracts/save-manual",
        headers: auth(user.token),
        payload: { contractTitle, vendorName: "Brightside Ltd", contractValue: "£6,000" },
      });
      ids.push(saved.json().id);
    }
    const rated = await ctx().app.inject({
      method: "PUT",
      url: `/api/executed-contracts/${ids[1]}`,
      headers: auth(user.token),
      payload: {
        contractTitle: "Payroll bureau",
        vendorName: "Brightside Ltd",
        contractValue: 6000,
        overallRisk: "High",
      },
    });
    expect(rated.statusCode).toBe(200);
    const stats = (
      await ctx().app.inject({ method: "GET", url: "/api/dashboard/stats", headers: auth(user.token) })
    ).json();
    expect(stats).toMatchObject({
      totalContracts: 2,
      draftContracts: 0,
      signedContracts: 2,
      highRisk: 1,
      approved: 0,
      pendingReview: 0,
    });
  });
});
