import { describe, expect, it } from "vitest";
import { describeUpload } from "./ExecutedUploadProgress";
import type { ExecutedUploadState } from "./use-executed-upload";

describe("upload progress words", () => {
  it("say the same percentage the bar shows, while uploading and while reading a scan", () => {
    const scanning = describeUpload({ phase: "scanning", scanPercent: 20 } as ExecutedUploadState);
    expect(scanning).toEqual({ text: "Reading the scanned pages… 76%", value: 76 });
    const uploading = describeUpload({ phase: "uploading", uploadPercent: 50 } as ExecutedUploadState);
    expect(uploading).toEqual({ text: "Uploading… 30%", value: 30 });
  });
});
