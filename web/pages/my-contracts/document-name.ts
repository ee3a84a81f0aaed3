import { toIsoDate } from "../../../common/format";

/** `negotiation-brief-acme-hosting-2026-03-01.txt`: safe on every file system. */
export function documentFileName(kind: string, title: string, today: Date) {
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${kind}${slug ? `-${slug}` : ""}-${toIsoDate(today)}.txt`;
}
