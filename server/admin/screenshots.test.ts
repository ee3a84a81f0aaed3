import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { SCREENSHOT_MESSAGES } from "../../common/screenshots";
import { screenshots, storedFiles } from "../db/schema";
import { sweepOrphanedFiles } from "../storage/orphan-sweep";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";
import { multipartBody } from "../test/multipart";

// A real 1 x 1 PNG (signature, IHDR, IDAT, IEND).
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const GIF = Uint8Array.from(Buffer.from("R0lGODlhAQABAAAAACwAAAAAAQABAAA=", "base64"));

const ADMINS = Array.from({ length: 24 }, (_, i) => `shots${i}@clausewise-ops.co.uk`);
let admins = 0;

describeWithApp(
  "admin screenshots",
  (ctx) => {
    const admin = async () => createUser(ctx(), { email: ADMINS[admins++] });
    const upload = (token: string, name: string, bytes: Uint8Array, type = "image/png") => {
      const body = multipartBody("image", { name, bytes, type });
      return ctx().app.inject({
        method: "POST",
        url: "/api/admin/upload-screenshot",
        headers: { ...auth(token), ...body.headers },
        payload: body.payload,
      });
    };
    const list = async (token: string) =>
      (
        await ctx().app.inject({ method: "GET", url: "/api/admin/screenshots", headers: auth(token) })
      ).json() as {
        filename: string;
        path: string;
        size: number;
      }[];

    it("refuses every screenshot call without a session (401) and to a user who is not an administrator (403)", async () => {
      const boss = await admin();
      await upload(boss.token, "kept.png", PNG);
      const user = await createUser(ctx());
      expect((await ctx().app.inject({ method: "GET", url: "/api/admin/screenshots" })).statusCode).toBe(401);
      const listed = await ctx().app.inject({
        method: "GET",
        url: "/api/admin/screenshots",
        headers: auth(user.token),
      });
      expect(listed.statusCode).toBe(403);
      expect(listed.json()).toEqual({ message: "Administrator access required" });
      expect((await upload(user.token, "mine.png", PNG)).statusCode).toBe(403);
      const removed = await ctx().app.inject({
        method: "DELETE",
        url: "/api/admin/screenshots/kept.png",
        headers: auth(user.token),
      });
      expect(removed.statusCode).toBe(403);
      expect((await list(boss.token)).map((s) => s.filename)).toContain("kept.png");
    });

    it("stores an image under a safe name, lists it with its size and serves it publicly, read-only", async () => {
      const boss = await admin();
      const response = await upload(boss.token, "Risk Dashboard (final) é.PNG", PNG);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: "Image uploaded successfully",
        screenshot: {
          filename: "risk-dashboard-final-e.png",
          path: "/uploads/screenshots/risk-dashboard-final-e.png",
          size: PNG.byteLength,
        },
      });
      const again = await upload(boss.token, "risk dashboard final e.png", PNG);
      expect(again.json().screenshot.filename).toBe("risk-dashboard-final-e-2.png");

      const listed = await list(boss.token);
      expect(listed.find((s) => s.filename === "risk-dashboard-final-e.png")).toMatchObject({
        size: PNG.byteLength,
        path: "/uploads/screenshots/risk-dashboard-final-e.png",
      });
      const open = await ctx().app.inject({ method: "GET", url: "/api/screenshots" });
      expect(open.statusCode).toBe(200);
      expect(open.json().map((s: { filename: string }) => s.filename)).toContain(
        "risk-dashboard-final-e.png",
      );

      const image = await ctx().app.inject({
        method: "GET",
        url: "/uploads/screenshots/risk-dashboard-final-e.png",
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
      expect(image.headers["x-content-type-options"]).toBe("nosniff");
      expect(new Uint8Array(image.rawPayload)).toEqual(PNG);
      for (const method of ["PUT", "DELETE", "POST"] as const) {
        const write = await ctx().app.inject({
          method,
          url: "/uploads/screenshots/risk-dashboard-final-e.png",
        });
        expect(write.statusCode).toBe(404);
      }
    });

    it("takes the type from the bytes: a GIF named .png is stored as .gif, and what is not an image is refused", async () => {
      const boss = await admin();
      const gif = await upload(boss.token, "logo.png", GIF, "image/png");
      expect(gif.statusCode).toBe(201);
      expect(gif.json().screenshot.filename).toBe("logo.gif");
      const served = await ctx().app.inject({ method: "GET", url: "/uploads/screenshots/logo.gif" });
      expect(served.headers["content-type"]).toBe("image/gif");

      const before = (await list(boss.token)).length;
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
      const refusedSvg = await upload(boss.token, "chart.svg", svg, "image/svg+xml");
      expect(refusedSvg.statusCode).toBe(415);
      expect(refusedSvg.json()).toEqual({ message: SCREENSHOT_MESSAGES.wrongType });
      const page = new TextEncoder().encode("<html><script>alert(1)</script></html>");
      const refusedHtml = await upload(boss.token, "screen.png", page, "image/png");
      expect(refusedHtml.statusCode).toBe(415);
      expect(refusedHtml.json().message).toBe("Only PNG, JPG, GIF and WebP images can be uploaded.");
      const empty = await upload(boss.token, "blank.png", new Uint8Array(), "image/png");
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: SCREENSHOT_MESSAGES.empty });
      expect((await list(boss.token)).length).toBe(before);
    });

    it("refuses an image over 10MB with a clear message and keeps one of exactly 10MB", async () => {
      const boss = await admin();
      const tenMb = 10 * 1024 * 1024;
      const big = new Uint8Array(tenMb + 1);
      big.set(PNG);
      const tooLarge = await upload(boss.token, "huge.png", big);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: "Images must be 10MB or smaller." });
      const limit = await upload(boss.token, "limit.png", big.subarray(0, tenMb));
      expect(limit.statusCode).toBe(201);
      expect(limit.json().screenshot.size).toBe(tenMb);
      await ctx().app.inject({
        method: "DELETE",
        url: "/api/admin/screenshots/limit.png",
        headers: auth(boss.token),
      });
    });

    it("deletes the image and its stored bytes; a second delete or a made-up name is 404", async () => {
      const boss = await admin();
      const { screenshot } = (await upload(boss.token, "to-go.png", PNG)).json();
      const [row] = await ctx()
        .deps.db.select()
        .from(screenshots)
        .where(eq(screenshots.filename, screenshot.filename));
      const removed = await ctx().app.inject({
        method: "DELETE",
        url: `/api/admin/screenshots/${screenshot.filename}`,
        headers: auth(boss.token),
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ ok: true, message: "Screenshot deleted successfully" });
      expect((await list(boss.token)).map((s) => s.filename)).not.toContain(screenshot.filename);
      expect(await ctx().deps.db.select().from(storedFiles).where(eq(storedFiles.id, row.fileId))).toEqual(
        [],
      );
      expect((await ctx().app.inject({ method: "GET", url: screenshot.path })).statusCode).toBe(404);
      for (const name of [screenshot.filename, "..%2F..%2Fetc%2Fpasswd", "nothing-here.png"]) {
        const again = await ctx().app.inject({
          method: "DELETE",
          url: `/api/admin/screenshots/${name}`,
          headers: auth(boss.token),
        });
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({ message: "Screenshot not found" });
      }
    });

    it("is not swept as an orphaned file", async () => {
      const boss = await admin();
      const { screenshot } = (await upload(boss.token, "stays.png", PNG)).json();
      await sweepOrphanedFiles({ db: ctx().deps.db, now: new Date(Date.now() + 3 * 3_600_000) });
      expect((await ctx().app.inject({ method: "GET", url: screenshot.path })).statusCode).toBe(200);
    });
  },
  { config: { adminEmails: ADMINS } },
);
