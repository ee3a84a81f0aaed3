import type { FastifyRequest } from "fastify";
import { UPLOAD_LIMITS } from "../../common/plans";
import { normaliseFileName } from "../../common/upload-rules";
import { AppError } from "./app-error";

export type UploadedFile = { fileName: string; mimeType: string; bytes: Uint8Array };

/** Reads the one file of a multipart request from `field`; refuses a missing file or one over 10 MB. */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  tooLargeMessage: string,
): Promise<UploadedFile> {
  if (!request.isMultipart())
    throw new AppError("INVALID_INPUT", `Send the file as multipart form data in the "${field}" field.`);
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_LIMITS.maxBytes } });
  } catch {
    throw new AppError("INVALID_INPUT", "The upload could not be read. Please try again.");
  }
  if (!part || part.fieldname !== field)
    throw new AppError("INVALID_INPUT", `No file received in the "${field}" field.`);
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("TOO_LARGE", tooLargeMessage);
    throw new AppError("INVALID_INPUT", "The upload could not be read. Please try again.");
  }
  return {
    // Not cleaned here: the upload rules refuse a name with control characters, with a message.
    fileName: normaliseFileName(part.filename),
    mimeType: part.mimetype,
    bytes: new Uint8Array(buffer),
  };
}
