import { ApiError, getToken } from "./client";

/**
 * Posts one file as multipart form data with real upload progress (XMLHttpRequest reports upload
 * progress; fetch does not). Errors carry the server's `{ message }` and status, like apiFetch.
 */
export function uploadWithProgress<T>(options: {
  url: string;
  field: string;
  file: File;
  onProgress: (percent: number) => void;
}) {
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    form.append(options.field, options.file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", options.url);
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText || "{}");
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, typeof body.message === "string" ? body.message : "", body));
    };
    xhr.onerror = () => reject(new ApiError(0, "Network error. Please check your connection and try again."));
    xhr.send(form);
  });
}
